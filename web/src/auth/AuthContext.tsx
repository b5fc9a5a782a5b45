import { createContext, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queryKeys';
import { sessionFromTokens, sessionStore, type Session } from './session';
import type { AuthSession, UserDocument } from '@landline/api';
import { completeGoogleSignIn, isReturningFromKeycloak, keycloakLogout, startGoogleSignIn } from './keycloak';
import { notifyError } from '../components/notify';

export interface AuthContextValue {
  session: Session | null;
  /** True while a Google (Keycloak) redirect is being completed at start-up. */
  isRestoring: boolean;
  /** True after the user pressed Logout (as opposed to a session that expired): guarded pages then go home, not to /login. */
  signedOutByUser: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string, displayName?: string) => Promise<void>;
  /** Starts Google sign-in through Keycloak; the browser leaves the page. `returnPath` is where it comes back. */
  signInWithGoogle: (returnPath: string) => Promise<void>;
  signOut: () => Promise<void>;
}

function isUserProfile(user: unknown): user is UserDocument {
  return !!user && typeof user === 'object' && 'userId' in user && 'onboardingCompleted' in user;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const [isRestoring, setIsRestoring] = useState(() => isReturningFromKeycloak());
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  // Whenever the session ends (logout, refresh failure, another tab), drop everything user-specific.
  const previousSession = useRef(session);
  useEffect(() => {
    const hadSession = previousSession.current !== null;
    previousSession.current = session;
    if (hadSession && session === null) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.config[0] });
    }
  }, [session, queryClient]);

  // Returning from Keycloak's Google broker: finish the code exchange before routing decides anything.
  useEffect(() => {
    if (!isRestoring) return;
    // Cancelled when the effect is cleaned up, which may happen while the exchange is awaited.
    const cancelled = new AbortController();
    void (async () => {
      try {
        const config = await queryClient.query({ queryKey: queryKeys.config, queryFn: api.getConfig, staleTime: Infinity });
        const keycloak = config.auth.keycloak;
        const next = keycloak ? await completeGoogleSignIn(keycloak) : null;
        if (!next) throw new Error('not authenticated');
        if (!cancelled.signal.aborted) {
          queryClient.removeQueries({ queryKey: queryKeys.profile });
          sessionStore.set(next);
        }
      } catch {
        if (!cancelled.signal.aborted) notifyError('Failed to sign in with Google');
      } finally {
        if (!cancelled.signal.aborted) setIsRestoring(false);
      }
    })();
    return () => cancelled.abort();
  }, [isRestoring, queryClient]);

  const startSession = useCallback(
    (tokens: AuthSession) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.config[0] });
      // The gateway returns the user document with the tokens: use it instead of fetching it again.
      if (isUserProfile(tokens.user)) queryClient.setQueryData(queryKeys.profile, tokens.user);
      setSignedOutByUser(false);
      sessionStore.set(sessionFromTokens(tokens));
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      startSession(await api.login({ email, password }));
    },
    [startSession],
  );

  const signUp = useCallback(
    async (email: string, password: string, displayName?: string) => {
      const body = displayName ? { email, password, displayName } : { email, password };
      startSession(await api.signup(body));
    },
    [startSession],
  );

  const signInWithGoogle = useCallback(
    async (returnPath: string) => {
      const config = await queryClient.query({ queryKey: queryKeys.config, queryFn: api.getConfig, staleTime: Infinity });
      const keycloak = config.auth.keycloak;
      if (!config.auth.google || !keycloak) throw new Error('Google sign-in is not available');
      await startGoogleSignIn(keycloak, returnPath);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const current = sessionStore.get();
    setSignedOutByUser(true);
    sessionStore.clear();
    if (!current) return;
    if (current.kind === 'gateway') {
      await api.logout(current.refreshToken).catch(() => undefined);
    } else {
      await keycloakLogout(current).catch(() => undefined);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ session, isRestoring, signedOutByUser, signIn, signUp, signInWithGoogle, signOut }),
    [session, isRestoring, signedOutByUser, signIn, signUp, signInWithGoogle, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
