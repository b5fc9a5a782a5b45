import { useCallback, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { RedirectIfSignedIn } from './auth/RedirectIfSignedIn';
import { ScrollToTop } from './components/ScrollToTop';
import { LandingPage } from './pages/landing/LandingPage';
import { load, prefetchNeighbours } from './pageLoaders';
import { NavigateContext, type AppNavigate } from './components/AppLink';

function page<M extends Record<string, unknown>>(loader: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const [module] = await Promise.all([loader(), import('./styles/mantineAll')]);
    return { Component: module[name] as ComponentType };
  };
}

/** What every page sits in: the app's links on its router, the scroll reset on navigation, and the next pages fetched ahead. */
function Root() {
  const routerNavigate = useNavigate();
  const navigate = useCallback<AppNavigate>((to, options) => void routerNavigate(to, options), [routerNavigate]);
  const { pathname } = useLocation();
  useEffect(() => prefetchNeighbours(pathname), [pathname]);
  return (
    <NavigateContext.Provider value={navigate}>
      <ScrollToTop />
      <Outlet />
    </NavigateContext.Provider>
  );
}

/**
 * The route table, with the account page (/profile, linked from the user menu) and the plan
 * page. A data router, so that a form with unsaved work can hold any navigation, the back button included.
 */
const createAppRouter = () =>
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

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The whole app. Its router is made when first rendered, not when this module loads, so that it starts
 * from wherever the visitor is by then: the landing page fetches this module ahead and hands over later.
 */
export function App() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
