import { useState, type SubmitEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthLayout } from '../../components/AuthLayout';
import { FormError } from '../../components/FormError';
import { BackToSignIn } from './BackToSignIn';
import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setEmailError('Email is required');
      return;
    }
    setEmailError(null);
    setSubmitting(true);
    try {
      await api.forgotPassword(email.trim());
      setSent(true);
    } catch (caught) {
      setError(describeError(caught, 'Failed to reset password'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Reset your password" subtitle="Enter the email you signed up with and we'll send you a reset link.">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          {sent && (
            <Alert color="teal" icon={<IconMailCheck size={18} />} variant="light" role="status">
              Check your email for password reset instructions
            </Alert>
          )}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <FormError error={error} />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Send Reset Link
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
