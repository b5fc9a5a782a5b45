import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { GoogleButton } from '../../components/GoogleButton';
import { useAuth } from '../../auth/useAuth';
import { useAppConfig } from '../../api/queries';
import { describeError } from '../../api/errors';
import { validateCredentials, type CredentialErrors } from '../../auth/validation';

export function LoginPage() {
  const { signIn, signInWithGoogle } = useAuth();
  const config = useAppConfig();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

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
      await signIn(email.trim(), password);
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setError(describeError(caught, 'Failed to sign in'));
      setSubmitting(false);
    }
  }

  async function handleGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      await signInWithGoogle('/dashboard');
    } catch (caught) {
      setError(describeError(caught, 'Failed to sign in with Google'));
      setGoogleBusy(false);
    }
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage your AI employees and review calls.">
      <Stack gap="md">
        {notice && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} variant="light">
            {notice}
          </Alert>
        )}
        {config.data?.auth.google && (
          <>
            <GoogleButton onClick={() => void handleGoogle()} loading={googleBusy}>
              Sign in with Google
            </GoogleButton>
            <Divider label="or sign in with email" labelPosition="center" />
          </>
        )}
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
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
              autoComplete="current-password"
              placeholder="Your password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to="/forgot-password" fz="sm">
                Forgot password?
              </Anchor>
            </Group>
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth loading={submitting}>
              Sign in
            </Button>
          </Stack>
        </form>
        <Text ta="center" fz="sm" c="dimmed">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup" fw={600} fz="sm">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
