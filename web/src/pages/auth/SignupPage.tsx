import { useState } from 'react';
import { Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { FormError } from '../../components/FormError';
import { CredentialFields } from './CredentialFields';
import { GoogleButton } from '../../components/GoogleButton';
import { useAuth } from '../../auth/useAuth';
import { useCredentialsForm } from '../../auth/useCredentialsForm';
import { useAppConfig } from '../../api/queries';

export function SignupPage() {
  const { signUp } = useAuth();
  const config = useAppConfig();
  const [displayName, setDisplayName] = useState('');
  const form = useCredentialsForm({
    submit: (email, password) => signUp(email, password, displayName.trim() || undefined),
    destination: '/onboarding',
    failure: 'Failed to create account',
    googleFailure: 'Failed to sign up with Google',
  });

  return (
    <AuthLayout title="Create your account" subtitle="Start your 7-day free trial: 1 AI employee and 60 call minutes included.">
      <Stack gap="md">
        {config.data?.auth.google && (
          <>
            <GoogleButton onClick={form.onGoogle} loading={form.googleBusy}>
              Sign up with Google
            </GoogleButton>
            <Divider label="or sign up with email" labelPosition="center" />
          </>
        )}
        <form onSubmit={form.onSubmit} noValidate>
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
            <CredentialFields form={form} emailLabel="Work email" newPassword />
            <FormError error={form.error} />
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
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
