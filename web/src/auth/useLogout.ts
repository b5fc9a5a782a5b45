import { useCallback } from 'react';
import { useAppNavigate } from '../components/AppLink';
import { useAuth } from './useAuth';

/** Logs out and lands on the home page. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useAppNavigate();
  return useCallback(async () => {
    const done = signOut();
    navigate('/', { replace: true });
    await done;
  }, [navigate, signOut]);
}
