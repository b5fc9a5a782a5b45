import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, useLocation } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';
import { RedirectIfSignedIn } from './auth/RedirectIfSignedIn';
import { ScrollToTop } from './components/ScrollToTop';
import { LandingPage } from './pages/landing/LandingPage';

/** Each page's code, loaded when first visited: the landing page carries only what it shows. */
const load = {
  login: () => import('./pages/auth/LoginPage'),
  signup: () => import('./pages/auth/SignupPage'),
  forgotPassword: () => import('./pages/auth/ForgotPasswordPage'),
  resetPassword: () => import('./pages/auth/ResetPasswordPage'),
  signedInLayout: () => import('./components/SignedInLayout'),
  requireAuth: () => import('./auth/RequireAuth'),
  onboarding: () => import('./pages/onboarding/OnboardingPage'),
  dashboard: () => import('./pages/dashboard/DashboardPage'),
};

function page<M extends Record<string, unknown>>(loader: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const [module] = await Promise.all([loader(), import('./styles/mantineAll')]);
    return { Component: module[name] as ComponentType };
  };
}

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

function PrefetchNeighbours() {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = oneClickAway[pathname];
    if (!next) return undefined;
    const fetchAll = () => next.forEach((name) => void load[name]().catch(() => undefined));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(fetchAll, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(fetchAll, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, [pathname]);
  return null;
}

/** What every page sits in: the signed-in state, and the scroll reset on navigation. */
function Root() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <PrefetchNeighbours />
      <Outlet />
    </AuthProvider>
  );
}

/**
 * The route table, with the account page (/profile, linked from the user menu) and the plan
 * page. A data router, so that a form with unsaved work can hold any navigation, the back button included.
 */
export const createAppRouter = () =>
  createBrowserRouter(
    createRoutesFromElements(
      <Route element={<Root />}>
        <Route path="/" element={<LandingPage />} />
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/login" lazy={page(load.login, 'LoginPage')} />
          <Route path="/signup" lazy={page(load.signup, 'SignupPage')} />
        </Route>
        <Route path="/forgot-password" lazy={page(load.forgotPassword, 'ForgotPasswordPage')} />
        <Route path="/reset-password" lazy={page(load.resetPassword, 'ResetPasswordPage')} />
        <Route path="/tos" lazy={page(() => import('./pages/legal/TermsPage'), 'TermsPage')} />
        <Route path="/privacy" lazy={page(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage')} />

        <Route lazy={page(load.signedInLayout, 'SignedInLayout')}>
          <Route lazy={page(load.requireAuth, 'RequireAuth')}>
            <Route path="/onboarding" lazy={page(load.onboarding, 'OnboardingPage')} />
            <Route path="/dashboard" lazy={page(load.dashboard, 'DashboardPage')} />
            <Route path="/dashboard/agents/:id" lazy={page(() => import('./pages/agents/AgentDetailPage'), 'AgentDetailPage')} />
            <Route path="/dashboard/agents/:id/edit" lazy={page(() => import('./pages/agents/AgentEditPage'), 'AgentEditPage')} />
            <Route path="/dashboard/calls" lazy={page(() => import('./pages/calls/log/CallLogPage'), 'CallLogPage')} />
            <Route path="/dashboard/calls/:id" lazy={page(() => import('./pages/calls/CallDetailPage'), 'CallDetailPage')} />
            <Route path="/dashboard/work-orders" lazy={page(() => import('./pages/workorders/WorkOrdersPage'), 'WorkOrdersPage')} />
            <Route path="/dashboard/phone" lazy={page(() => import('./pages/phone/PhoneSimulatorPage'), 'PhoneSimulatorPage')} />
            <Route path="/integrations" lazy={page(() => import('./pages/integrations/IntegrationsPage'), 'IntegrationsPage')} />
            <Route path="/test/:agentId" lazy={page(() => import('./pages/test/TestCallPage'), 'TestCallPage')} />
            <Route path="/profile" lazy={page(() => import('./pages/account/ProfilePage'), 'ProfilePage')} />
            <Route path="/plan" lazy={page(() => import('./pages/account/PlanPage'), 'PlanPage')} />
          </Route>
        </Route>

        <Route path="*" lazy={page(() => import('./pages/NotFoundPage'), 'NotFoundPage')} />
      </Route>,
    ),
  );
