import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { GoogleButton } from '../../components/GoogleButton';
import { useAuth } from '../../auth/useAuth';
import { useAppConfig } from '../../api/queries';
import { describeError } from '../../api/errors';
import { validateCredentials, type CredentialErrors } from '../../auth/validation';

export function SignupPage() {
  const { signUp, signInWithGoogle } = useAuth();
  const config = useAppConfig();
  const navigate = useNavigate();

  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      await signUp(email.trim(), password, displayName.trim() || undefined);
      navigate('/onboarding', { replace: true });
    } catch (caught) {
      setError(describeError(caught, 'Failed to create account'));
      setSubmitting(false);
    }
  }

  async function handleGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle('/onboarding');
    } catch (caught) {
      setError(describeError(caught, 'Failed to sign up with Google'));
      setGoogleBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start your 7-day free trial: 1 AI employee and 60 call minutes included."
    >
      <Stack gap="md">
        {config.data?.auth.google && (
          <>
            <GoogleButton onClick={() => void handleGoogle()} loading={googleBusy}>
              Sign up with Google
            </GoogleButton>
            <Divider label="or sign up with email" labelPosition="center" />
          </>
        )}
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Your name"
              name="displayName"
              autoComplete="name"
              placeholder="Jordan Rivera"
              description="Optional"
              value={displayName}
              onChange={(event) => setDisplayName(event.currentTarget.value)}
            />
            <TextInput
              label="Work email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldErrors.email}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldErrors.password}
            />
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth loading={submitting}>
              Create account
            </Button>
            <Text fz="xs" c="dimmed" ta="center">
              By creating an account you agree to our{' '}
              <Anchor component={Link} to="/tos" fz="xs">
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to="/privacy" fz="xs">
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Stack>
        </form>
        <Text ta="center" fz="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600} fz="sm">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
