import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Sends someone who opens /login or /signup while already signed in to the dashboard. */
export function RedirectIfSignedIn() {
  const { session } = useAuth();
  // Only the session present on arrival counts: signing in on the page navigates by itself.
  const [signedInOnArrival] = useState(() => session !== null);
  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
