import { useCallback, useEffect, useRef } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';

const LEAVE_TITLE = 'Leave without saving?';
const LEAVE_MESSAGE = 'You have changes that are not saved yet. If you leave this page now, they will be lost.';

/**
 * Asks before the owner leaves a form with unsaved work: any navigation in the app (links, navigate(),
 * the browser's back and forward buttons) is held by the router and answered by a dialog; closing or
 * reloading the tab gets the browser's own beforeunload prompt.
 */
export function useLeaveGuard(when: boolean) {
  const bypass = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !bypass.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      // Chrome and Edge before 119 prompt only when returnValue is set too (the DOM types call it deprecated).
      const legacy: { returnValue: unknown } = event;
      legacy.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  /** Runs a navigation the page itself decided on (after a save, on completion) without asking. */
  const leave = useCallback((navigate: () => void) => {
    bypass.current = true;
    try {
      navigate();
    } finally {
      window.setTimeout(() => (bypass.current = false), 0);
    }
  }, []);

  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const confirm = useCallback(() => blocker.proceed?.(), [blocker]);

  return { asking: blocker.state === 'blocked', stay, confirm, leave };
}

/** The question asked before leaving a form with unsaved work. */
export function LeaveDialog({ guard }: { guard: Pick<ReturnType<typeof useLeaveGuard>, 'asking' | 'stay' | 'confirm'> }) {
  return (
    <Modal opened={guard.asking} onClose={guard.stay} title={LEAVE_TITLE} centered radius="md">
      <Stack gap="lg">
        <Text fz="sm">{LEAVE_MESSAGE}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={guard.stay} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={guard.confirm}>
            Leave page
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
