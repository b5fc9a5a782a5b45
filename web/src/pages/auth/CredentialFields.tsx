import { PasswordInput, TextInput } from '@mantine/core';
import type { useCredentialsForm } from '../../auth/useCredentialsForm';

interface CredentialFieldsProps {
  form: ReturnType<typeof useCredentialsForm>;
  emailLabel: string;
  /** Sign-up asks for a new password (the browser offers to generate one). */
  newPassword?: boolean;
}

/** The email and password inputs of the sign-in and sign-up forms. */
export function CredentialFields({ form, emailLabel, newPassword = false }: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label={emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
        value={form.email}
        onChange={(event) => form.setEmail(event.currentTarget.value)}
        error={form.fieldErrors.email}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        placeholder={newPassword ? 'At least 6 characters' : 'Your password'}
        required
        value={form.password}
        onChange={(event) => form.setPassword(event.currentTarget.value)}
        error={form.fieldErrors.password}
      />
    </>
  );
}
