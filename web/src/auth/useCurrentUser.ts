import { useProfile } from '../api/queries';
import { useAuth } from './useAuth';

export interface CurrentUser {
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  companyName: string | null;
}

/** What the header shows about the signed-in user: the profile when loaded, else what the sign-in returned. */
export function useCurrentUser(): CurrentUser | null {
  const { session } = useAuth();
  const profile = useProfile();
  if (!session) return null;
  const fromProfile = profile.data;
  const fromToken = session.user;
  return {
    displayName: fromProfile?.displayName || fromToken?.displayName || null,
    email: fromProfile?.email || fromToken?.email || null,
    photoURL: fromProfile?.photoURL || fromToken?.photoURL || null,
    companyName: fromProfile?.companyName || null,
  };
}
