import { Group, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { onboardingSteps } from './onboardingSteps';

/** Full stepper on wide screens; a compact "Step n of 5" bar on phones. */
export function OnboardingStepper({ active }: { active: number }) {
  const compact = useMediaQuery('(max-width: 48em)');
  if (compact) {
    const step = onboardingSteps[active];
    return (
      <div aria-label="Onboarding progress">
        <Group justify="space-between" mb={6}>
          <Text fz="sm" fw={600}>
            Step {active + 1} of {onboardingSteps.length}: {step.label}
          </Text>
          <Text fz="xs" c="dimmed">
            {onboardingSteps.map((s) => s.label).join(' · ')}
          </Text>
        </Group>
        <Progress value={((active + 1) / onboardingSteps.length) * 100} size="sm" radius="xl" />
      </div>
    );
  }
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label="Onboarding progress">
      {onboardingSteps.map((step) => (
        <Stepper.Step key={step.key} label={step.label} description={step.description} />
      ))}
    </Stepper>
  );
}
