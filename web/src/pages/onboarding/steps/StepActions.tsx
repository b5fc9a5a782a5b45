import type { ReactNode } from 'react';
import { Button, Flex, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

/** Back (one step) on the left, the step's main button on the right, with an optional hint under it. */
export function StepActions({
  onBack,
  nextLabel = 'Continue',
  nextDisabled = false,
  nextLoading = false,
  nextType = 'button',
  onNext,
  hint,
  nextIcon = <IconArrowRight size={18} />,
}: {
  onBack?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  nextType?: 'button' | 'submit';
  onNext?: () => void;
  hint?: ReactNode;
  nextIcon?: ReactNode;
}) {
  return (
    <Stack gap={6} mt="sm">
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify={onBack ? 'space-between' : 'flex-end'} align={{ base: 'stretch', xs: 'center' }} gap="sm">
        {onBack && (
          <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} />} onClick={onBack} disabled={nextLoading}>
            Back
          </Button>
        )}
        <Button type={nextType} size="md" rightSection={nextIcon} disabled={nextDisabled} loading={nextLoading} onClick={nextType === 'button' ? onNext : undefined}>
          {nextLabel}
        </Button>
      </Flex>
      {hint && (
        <Text fz="sm" c="red.7" ta="right" role="status">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
