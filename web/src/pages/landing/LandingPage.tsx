import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { LandingHeader } from './LandingHeader';
import { HeroSection } from './HeroSection';
import { EmployeesSection } from './EmployeesSection';
import { WaitlistSection } from './WaitlistSection';
import { SiteFooter } from '../../components/SiteFooter';
import { TIMINGS } from '../../calls/constants';
import type { DemoEmployee } from './demoEmployees';

// The call screens (microphone, speech, the call engine) load when a visitor first starts a demo call.
const DemoCallDialogs = lazy(() => import('./DemoCallDialogs').then((m) => ({ default: m.DemoCallDialogs })));

export function LandingPage() {
  // The employee stays set while the dialog animates closed, so its content doesn't vanish mid-transition.
  const [caller, setCaller] = useState<DemoEmployee | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  function startCall(employee: DemoEmployee) {
    window.clearTimeout(scrollTimer.current);
    setCaller(employee);
    setDialogOpen(true);
  }

  /** After a demo call dialog closes, the page scrolls to the waitlist a few seconds later. */
  function closeDialog(hadCall: boolean) {
    setDialogOpen(false);
    if (!hadCall) return;
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => document.getElementById('waitlist')?.scrollIntoView({ behavior: 'smooth' }), TIMINGS.waitlistScrollMs);
  }

  return (
    <Box>
      <LandingHeader />
      <main>
        <HeroSection />
        <EmployeesSection onStartCall={startCall} />
        <WaitlistSection />
      </main>
      <SiteFooter />
      {caller && (
        <Suspense fallback={null}>
          <DemoCallDialogs employee={caller} opened={dialogOpen} onClose={closeDialog} />
        </Suspense>
      )}
    </Box>
  );
}
