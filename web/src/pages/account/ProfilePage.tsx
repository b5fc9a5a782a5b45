import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useProfile } from '../../api/queries';
import { describeError, isNetworkError } from '../../api/errors';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { planLabel } from '../dashboard/subscriptionUsage';
import { DeleteAccountSection } from './DeleteAccountSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordForm } from './PasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';

function Section({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Card shadow="xs" component="section" aria-label={title} withBorder={danger} style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}>
      <Title order={2} fz="lg" mb="md" c={danger ? 'red.8' : undefined}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /profile: the owner's details, password, notification defaults, plan and account deletion. */
export function ProfilePage() {
  const profile = useProfile();
  if (profile.isError && !profile.data) {
    const network = isNetworkError(profile.error);
    return (
      <PageError
        title={network ? 'Unable to connect to server' : describeError(profile.error, 'Failed to load your account')}
        network={network}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!profile.data) return <LoadingScreen />;
  const data = profile.data;
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Your account
        </Title>
        <Text c="dimmed">Your details, sign-in and plan.</Text>
      </Stack>
      <Section title="Profile">
        <ProfileDetailsForm key={data.userId} profile={data} />
      </Section>
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Section title="Notifications">
        <NotificationsSection />
      </Section>
      <Section title="Plan">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">
            You are on the <strong>{planLabel(data.subscription?.plan)}</strong> plan.
          </Text>
          <Anchor component={Link} to="/plan" fz="sm" fw={600}>
            See limits and usage
          </Anchor>
        </Group>
      </Section>
      <Section title="Delete account" danger>
        <DeleteAccountSection />
      </Section>
    </Stack>
  );
}
