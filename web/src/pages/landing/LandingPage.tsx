import { useState } from 'react';
import { Box } from '@mantine/core';
import { LandingHeader } from './LandingHeader';
import { HeroSection } from './HeroSection';
import { EmployeesSection } from './EmployeesSection';
import { WaitlistSection } from './WaitlistSection';
import { DemoCallDialogs, type DemoCallStep } from './DemoCallDialogs';
import { SiteFooter } from '../../components/SiteFooter';
import type { DemoEmployee } from './demoEmployees';

export function LandingPage() {
  // The employee stays set while the dialog animates closed, so its content doesn't vanish mid-transition.
  const [caller, setCaller] = useState<DemoEmployee | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [step, setStep] = useState<DemoCallStep>({ stage: 'language' });

  function startCall(employee: DemoEmployee) {
    setStep({ stage: 'language' });
    setCaller(employee);
    setDialogOpen(true);
  }

  function joinWaitlist() {
    setDialogOpen(false);
    window.setTimeout(() => document.getElementById('waitlist')?.scrollIntoView({ behavior: 'smooth' }), 150);
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
      <DemoCallDialogs
        employee={caller}
        opened={dialogOpen}
        step={step}
        onChooseLanguage={(language) => setStep({ stage: 'comingSoon', language })}
        onJoinWaitlist={joinWaitlist}
        onClose={() => setDialogOpen(false)}
      />
    </Box>
  );
}
