import { createBrowserRouter, createRoutesFromElements, Outlet, Route } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';
import { RequireAuth } from './auth/RequireAuth';
import { RedirectIfSignedIn } from './auth/RedirectIfSignedIn';
import { SignedInLayout } from './components/SignedInLayout';
import { ScrollToTop } from './components/ScrollToTop';
import { LandingPage } from './pages/landing/LandingPage';
import { LoginPage } from './pages/auth/LoginPage';
import { SignupPage } from './pages/auth/SignupPage';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { TermsPage } from './pages/legal/TermsPage';
import { PrivacyPage } from './pages/legal/PrivacyPage';
import { OnboardingPage } from './pages/onboarding/OnboardingPage';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { AgentDetailPage } from './pages/agents/AgentDetailPage';
import { AgentEditPage } from './pages/agents/AgentEditPage';
import { CallDetailPage } from './pages/calls/CallDetailPage';
import { CallLogPage } from './pages/calls/log/CallLogPage';
import { WorkOrdersPage } from './pages/workorders/WorkOrdersPage';
import { TestCallPage } from './pages/test/TestCallPage';
import { PhoneSimulatorPage } from './pages/phone/PhoneSimulatorPage';
import { IntegrationsPage } from './pages/integrations/IntegrationsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProfilePage } from './pages/account/ProfilePage';
import { PlanPage } from './pages/account/PlanPage';

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
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
        </Route>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/tos" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />

        <Route element={<SignedInLayout />}>
          <Route element={<RequireAuth />}>
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/dashboard/agents/:id" element={<AgentDetailPage />} />
            <Route path="/dashboard/agents/:id/edit" element={<AgentEditPage />} />
            <Route path="/dashboard/calls" element={<CallLogPage />} />
            <Route path="/dashboard/calls/:id" element={<CallDetailPage />} />
            <Route path="/dashboard/work-orders" element={<WorkOrdersPage />} />
            <Route path="/dashboard/phone" element={<PhoneSimulatorPage />} />
            <Route path="/integrations" element={<IntegrationsPage />} />
            <Route path="/test/:agentId" element={<TestCallPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/plan" element={<PlanPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>,
    ),
  );
