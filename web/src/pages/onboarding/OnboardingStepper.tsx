import { Group, Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { onboardingSteps, type OnboardingStep } from './onboardingSteps';

/** Full stepper on wide screens; a compact "Step n of N" bar on phones. */
export function OnboardingStepper({ active, steps = onboardingSteps }: { active: number; steps?: readonly OnboardingStep[] }) {
  const compact = useMediaQuery('(max-width: 48em)');
  // An index out of range has no "Step n of N" to show: the full stepper shows the steps, none of them active.
  const step = steps[active];
  if (compact && step) {
    return (
      <div aria-label="Onboarding progress">
        <Text fz="sm" fw={600} mb={6}>
          Step {active + 1} of {steps.length}: {step.label}
        </Text>
        <Progress value={((active + 1) / steps.length) * 100} size="sm" radius="xl" aria-label="Onboarding progress" />
        <Group gap={6} mt={6}>
          {steps.map((s, index) => (
            <Text key={s.key} fz="xs" c={index === active ? 'brand.7' : 'dimmed'} fw={index === active ? 600 : 400}>
              {s.label}
            </Text>
          ))}
        </Group>
      </div>
    );
  }
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label="Onboarding progress">
      {steps.map((step) => (
        <Stepper.Step key={step.key} label={step.label} description={step.description} />
      ))}
    </Stepper>
  );
}
