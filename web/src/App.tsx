import { Route, Routes } from 'react-router-dom';
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
import { TestCallPage } from './pages/test/TestCallPage';
import { PhoneSimulatorPage } from './pages/phone/PhoneSimulatorPage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Route table (spec section 2). /profile is linked from the user menu but not a known route. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
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
            <Route path="/dashboard/calls/:id" element={<CallDetailPage />} />
            <Route path="/dashboard/phone" element={<PhoneSimulatorPage />} />
            <Route path="/test/:agentId" element={<TestCallPage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
