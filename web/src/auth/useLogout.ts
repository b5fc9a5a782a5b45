import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Logs out and lands on the home page. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const done = signOut();
    void navigate('/', { replace: true });
    await done;
  }, [navigate, signOut]);
}
