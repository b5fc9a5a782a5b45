import type { ComponentType } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';
import { RedirectIfSignedIn } from './auth/RedirectIfSignedIn';
import { ScrollToTop } from './components/ScrollToTop';
import { LandingPage } from './pages/landing/LandingPage';

/**
 * A page loaded when first visited: the landing page carries only what it shows, and the signed-in pages,
 * charts and call screens come with their route.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** What every page sits in: the signed-in state, and the scroll reset on navigation. */
function Root() {
  return (
    <AuthProvider>
      <ScrollToTop />
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
          <Route path="/login" lazy={page(() => import('./pages/auth/LoginPage'), 'LoginPage')} />
          <Route path="/signup" lazy={page(() => import('./pages/auth/SignupPage'), 'SignupPage')} />
        </Route>
        <Route path="/forgot-password" lazy={page(() => import('./pages/auth/ForgotPasswordPage'), 'ForgotPasswordPage')} />
        <Route path="/reset-password" lazy={page(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage')} />
        <Route path="/tos" lazy={page(() => import('./pages/legal/TermsPage'), 'TermsPage')} />
        <Route path="/privacy" lazy={page(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage')} />

        <Route lazy={page(() => import('./components/SignedInLayout'), 'SignedInLayout')}>
          <Route lazy={page(() => import('./auth/RequireAuth'), 'RequireAuth')}>
            <Route path="/onboarding" lazy={page(() => import('./pages/onboarding/OnboardingPage'), 'OnboardingPage')} />
            <Route path="/dashboard" lazy={page(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage')} />
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
