import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { FormError } from '../../components/FormError';
import { CredentialFields } from './CredentialFields';
import { GoogleButton } from '../../components/GoogleButton';
import { useAuth } from '../../auth/useAuth';
import { useCredentialsForm } from '../../auth/useCredentialsForm';
import { useAppConfig } from '../../api/queries';

export function LoginPage() {
  const { signIn } = useAuth();
  const config = useAppConfig();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const form = useCredentialsForm({
    submit: signIn,
    destination: '/dashboard',
    failure: 'Failed to sign in',
    googleFailure: 'Failed to sign in with Google',
  });

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
            <GoogleButton onClick={form.onGoogle} loading={form.googleBusy}>
              Sign in with Google
            </GoogleButton>
            <Divider label="or sign in with email" labelPosition="center" />
          </>
        )}
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap="md">
            <CredentialFields form={form} emailLabel="Email" />
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to="/forgot-password" fz="sm">
                Forgot password?
              </Anchor>
            </Group>
            <FormError error={form.error} />
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
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
