import { Button, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useProfile } from '../api/queries';
import { SessionExpiredError, isNetworkError } from '../api/errors';
import { LoadingScreen } from '../components/LoadingScreen';
import { ConnectionError } from '../components/ConnectionError';
import { useAuth } from './useAuth';
import { useLogout } from './useLogout';
import { isOnboardingExempt } from './guardRules';

/**
 * Route guard: no user → /login; onboarding not completed → /onboarding
 * (except /onboarding itself and /test/*); 'Loading...' while the check runs.
 */
export function RequireAuth() {
  const { session, isRestoring, signedOutByUser } = useAuth();
  const location = useLocation();
  const profile = useProfile();
  const logout = useLogout();

  if (isRestoring) return <LoadingScreen />;
  if (!session) {
    // Logout lands on the home page; anyone else without a session is sent to sign in.
    if (signedOutByUser) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (profile.isPending) return <LoadingScreen />;

  if (profile.isError && profile.error instanceof SessionExpiredError) return <Navigate to="/login" replace />;
  // A failed background refresh keeps the page on the profile it already has.
  if (profile.isError && !profile.data) {
    if (isNetworkError(profile.error)) {
      return <ConnectionError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
    }
    return (
      <Stack align="center" mih="50vh" justify="center" gap="sm">
        <Text fw={600}>We couldn't load your account.</Text>
        <Text c="dimmed" fz="sm">
          {profile.error.message}
        </Text>
        <Button.Group>
          <Button variant="light" onClick={() => void profile.refetch()} loading={profile.isFetching}>
            Try again
          </Button>
          <Button variant="default" onClick={() => void logout()}>
            Logout
          </Button>
        </Button.Group>
      </Stack>
    );
  }

  if (!profile.data.onboardingCompleted && !isOnboardingExempt(location.pathname)) {
    return <Navigate to="/onboarding" replace />;
  }
  return <Outlet />;
}
