import { useState, type SubmitEvent } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { FormError } from '../../components/FormError';
import { BackToSignIn } from './BackToSignIn';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../auth/validation';

/** Landing point of the reset link the embedded identity provider emails: /reset-password?token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();

  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const tooShort = password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
    const mismatch = !tooShort && confirm !== password ? 'Passwords do not match' : null;
    setPasswordError(tooShort);
    setConfirmError(mismatch);
    if (tooShort || mismatch) return;
    setSubmitting(true);
    try {
      await api.resetPassword(token, password);
      void navigate('/login', { replace: true, state: { notice: 'Your password has been reset. Sign in with your new password.' } });
    } catch (caught) {
      setError(describeError(caught, 'Failed to reset password'));
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title="Reset link incomplete">
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            This password reset link is missing its token. Request a new link and open it from the email.
          </Text>
          <Button component={Link} to="/forgot-password" fullWidth>
            Request a new link
          </Button>
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Use at least 6 characters.">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
          />
          <PasswordInput
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={confirmError}
          />
          <FormError error={error} />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Reset password
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
