/** Each page's code, loaded when first visited: the landing page carries only what it shows. */
export const load = {
  login: () => import('./pages/auth/LoginPage'),
  signup: () => import('./pages/auth/SignupPage'),
  forgotPassword: () => import('./pages/auth/ForgotPasswordPage'),
  resetPassword: () => import('./pages/auth/ResetPasswordPage'),
  signedInLayout: () => import('./components/SignedInLayout'),
  requireAuth: () => import('./auth/RequireAuth'),
  onboarding: () => import('./pages/onboarding/OnboardingPage'),
  dashboard: () => import('./pages/dashboard/DashboardPage'),
};

/**
 * The pages one click away, fetched once the current one is idle, so following a link never waits on the
 * network: from the landing page the way in, from the ways in each other and the signed-in shell.
 */
const oneClickAway: Record<string, (keyof typeof load)[]> = {
  '/': ['login', 'signup'],
  '/login': ['forgotPassword', 'signup', 'signedInLayout', 'requireAuth', 'dashboard'],
  '/signup': ['login', 'signedInLayout', 'requireAuth', 'onboarding'],
  '/forgot-password': ['login'],
  '/reset-password': ['login'],
};

/** Fetches the code of the pages one click away from this path once the page is idle; returns a cancel. */
export function prefetchNeighbours(pathname: string): () => void {
  const next = oneClickAway[pathname];
  if (!next) return () => undefined;
  return whenIdle(() => next.forEach((name) => void load[name]().catch(() => undefined)));
}

/** Runs `work` once the page is idle; the returned function cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: 2_000 });
  return () => window.cancelIdleCallback(handle);
}
