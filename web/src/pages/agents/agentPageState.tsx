import { ApiError, isNetworkError } from '../../api/errors';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';

/** What the agent pages show while the agent loads or when it cannot be loaded. */
export function AgentLoadState({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  if (!error) return <LoadingScreen label="Loading AI employee..." />;
  if (isNetworkError(error)) {
    return <PageError network title="Unable to connect to server" description="Check your connection and try again." onRetry={onRetry} retrying={retrying} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <PageError title="AI employee not found" description="It may have been deleted, or the link is wrong." />;
  }
  return (
    <PageError
      title="Failed to load AI employee details"
      description={error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
