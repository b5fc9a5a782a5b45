import { Anchor, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSandboxNumbers } from '../../api/queries';

const PRACTICE_LINE_TEXT = 'This is a practice number: real phones cannot reach it yet. Call it from the phone simulator to hear your AI employee answer.';
const REAL_LINE_TEXT = 'Call this number from any phone to hear your AI employee answer.';
const SIMULATOR_LINK_TEXT = 'Open the phone simulator';

/** The phone simulator with the number ready to dial. */
export function simulatorPath(number: string): string {
  return `/dashboard/phone?${new URLSearchParams({ to: number }).toString()}`;
}

/** Whether the owner's number is a sandbox (practice) line; undefined until the owner's numbers are known. */
export function usePracticeLine(number: string | null | undefined): boolean | undefined {
  const numbers = useSandboxNumbers();
  if (!number) return false;
  if (!numbers.data) return numbers.isError ? false : undefined;
  return numbers.data.some((candidate) => candidate.phoneNumber === number && candidate.provider === 'sandbox');
}

/** How to call the number: from any phone, or (a practice line) from the phone simulator. */
export function HowToCall({ number }: { number: string }) {
  const practice = usePracticeLine(number);
  if (practice === undefined) return null;
  if (!practice) {
    return (
      <Text fz="sm" c="dimmed" data-testid="how-to-call">
        {REAL_LINE_TEXT}
      </Text>
    );
  }
  return (
    <Text fz="sm" c="dimmed" data-testid="how-to-call">
      {PRACTICE_LINE_TEXT}{' '}
      <Anchor component={Link} to={simulatorPath(number)} fz="sm" fw={600} inline>
        <IconDeviceMobile size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {SIMULATOR_LINK_TEXT}
      </Anchor>
    </Text>
  );
}
