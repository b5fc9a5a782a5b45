import { useState } from 'react';
import { Alert, Avatar, Box, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconInfoCircle, IconLanguage, IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconUrgent } from '@tabler/icons-react';
import { acceptsTurns, isLive } from '../../calls/callMachine';
import { CALL_MESSAGES } from '../../calls/constants';
import { checkMicrophone } from '../../calls/microphone';
import { CallStateIndicator } from '../../calls/ui/CallStateIndicator';
import { ConversationView } from '../../calls/ui/ConversationView';
import { TypedTurnInput } from '../../calls/ui/TypedTurnInput';
import type { DemoEmployee, DemoLanguage } from './demoEmployees';
import { useDemoCall } from './useDemoCall';
import '../../styles/mantineAll';

type Stage = { kind: 'language' } | { kind: 'mic'; failure: string | null } | { kind: 'call' };

const languages: { value: DemoLanguage; label: string; hint: string }[] = [
  { value: 'en', label: 'English', hint: 'Talk in English' },
  { value: 'es', label: 'Español', hint: 'Habla en español' },
];

function LanguageOption({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} p="lg" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, textAlign: 'center' }} className="language-option">
      <Text fw={700} fz="lg">
        {label}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </UnstyledButton>
  );
}

function EmployeeHeader({ employee, subtitle }: { employee: DemoEmployee; subtitle?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={employee.photo} radius="xl" size={40} alt={employee.name} />
      <div>
        <Text fw={700}>Call {employee.name}</Text>
        <Text fz="xs" c="dimmed">
          {subtitle ?? employee.title}
        </Text>
      </div>
    </Group>
  );
}

/** The microphone check before the call: its problems in the spec's words, or on to the call. */
function MicCheck({ failure, onRetry, onClose }: { failure: string | null; onRetry: () => void; onClose: () => void }) {
  if (!failure) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader size="sm" />
        <Text fz="sm" c="dimmed">
          Checking your microphone...
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconMicrophoneOff size={18} />} title="Microphone check" role="alert">
        {failure}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry} leftSection={<IconMicrophone size={16} />}>
          Try Again
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The demo call flow: a language picker, a microphone check, then the live call
 * dialog with the state label, the conversation, End Call, and after the call the 'Closing in {n}s...'
 * countdown; a maintenance call that reaches the emergency team stops with 'Emergency detected.' and
 * offers the transfer to the emergency employee.
 */
export function DemoCallDialogs({
  employee: chosen,
  opened,
  onClose,
}: {
  employee: DemoEmployee | null;
  opened: boolean;
  /** `hadCall`: a call was started in this dialog (the page then scrolls to the waitlist). */
  onClose: (hadCall: boolean) => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'language' });
  const [language, setLanguage] = useState<DemoLanguage>('en');
  const compact = useMediaQuery('(max-width: 36em)');
  const demo = useDemoCall(() => close());

  // A new employee (or reopening) starts from the language picker.
  const [prevDialog, setPrevDialog] = useState({ opened, chosen });
  if (opened !== prevDialog.opened || chosen !== prevDialog.chosen) {
    setPrevDialog({ opened, chosen });
    if (opened) setStage({ kind: 'language' });
  }

  function close() {
    const hadCall = stage.kind === 'call';
    demo.reset();
    onClose(hadCall);
  }

  async function runMicCheck(chosenLanguage: DemoLanguage) {
    setLanguage(chosenLanguage);
    setStage({ kind: 'mic', failure: null });
    const result = await checkMicrophone();
    if (!result.ok) {
      setStage({ kind: 'mic', failure: result.message });
      return;
    }
    if (!chosen) return;
    setStage({ kind: 'call' });
    demo.start(chosen, chosenLanguage);
  }

  const onLine = stage.kind === 'call' ? (demo.employee ?? chosen) : chosen;
  const { snapshot } = demo;
  const live = stage.kind === 'call' && snapshot.state !== 'ENDED' && snapshot.state !== 'IDLE';

  const header = onLine && (
    <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: 1 }}>
      <EmployeeHeader employee={onLine} subtitle={demo.transferFrom && stage.kind === 'call' ? `${onLine.title} · transferred from ${demo.transferFrom.name}` : undefined} />
      {stage.kind === 'call' && <CallStateIndicator state={snapshot.state} />}
    </Group>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={header}
      centered
      radius="lg"
      size={stage.kind === 'call' ? 'lg' : 'md'}
      fullScreen={compact && stage.kind === 'call'}
      closeOnClickOutside={!live}
      styles={{ title: { flex: 1, minWidth: 0 } }}
    >
      {chosen && stage.kind === 'language' && (
        <Stack gap="md">
          <Group gap="xs" c="dimmed">
            <IconLanguage size={18} />
            <Text fz="sm">Choose the language for your call</Text>
          </Group>
          <SimpleGrid cols={2}>
            {languages.map((option) => (
              <LanguageOption key={option.value} label={option.label} hint={option.hint} onClick={() => void runMicCheck(option.value)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {chosen && stage.kind === 'mic' && <MicCheck failure={stage.failure} onRetry={() => void runMicCheck(language)} onClose={close} />}

      {onLine && stage.kind === 'call' && (
        <Stack gap="sm">
          {snapshot.notice && isLive(snapshot.state) && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="call-notice">
              <Text fz="xs">{snapshot.notice}</Text>
              <Text fz="xs" c="dimmed" mt={2}>
                You can keep talking by typing below.
              </Text>
            </Alert>
          )}
          <ConversationView
            items={snapshot.lines}
            callerLabel="You"
            agentLabel={onLine.name}
            carriedLabel={demo.transferFrom ? `Transferred to ${onLine.name}` : undefined}
            height={compact ? 'calc(100dvh - 330px)' : 340}
            live
            emptyText={
              <Text fz="sm" c="dimmed" ta="center" py="xl">
                {snapshot.state === 'CONNECTING' ? `Connecting you to ${onLine.name}...` : `${onLine.name} is picking up...`}
              </Text>
            }
            interim={snapshot.interim}
          />

          {snapshot.error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {snapshot.error}
            </Alert>
          )}

          {snapshot.emergency && (snapshot.state === 'ENDED' || snapshot.state === 'TRANSFERRING') ? (
            <Alert color="red" variant="filled" icon={<IconUrgent size={20} />} radius="md" data-testid="emergency-panel">
              <Stack gap="xs">
                <Text fw={700}>{CALL_MESSAGES.emergencyDetected}</Text>
                <Text fz="sm">{onLine.name} recognised an emergency. Transfer the call to our emergency dispatcher with everything you&apos;ve said so far.</Text>
                {demo.transferError && (
                  <Box role="alert" bg="white" c="red.8" p="xs" style={{ borderRadius: 8 }}>
                    <Text fz="sm" fw={600}>
                      {demo.transferError}
                    </Text>
                  </Box>
                )}
                <Group gap="sm" justify="flex-end">
                  <Button variant="white" color="gray" onClick={close} disabled={snapshot.state === 'TRANSFERRING'}>
                    Close
                  </Button>
                  <Button variant="white" color="red" leftSection={<IconUrgent size={16} />} onClick={() => void demo.transfer()} loading={snapshot.state === 'TRANSFERRING'}>
                    Transfer to Emergency
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : snapshot.state === 'ENDED' ? (
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed" role="status" data-testid="closing-countdown">
                {demo.countdown !== null && demo.countdown > 0 ? CALL_MESSAGES.closingIn(demo.countdown) : ''}
              </Text>
              <Button variant="default" onClick={close}>
                Close
              </Button>
            </Group>
          ) : (
            <>
              <TypedTurnInput
                enabled={acceptsTurns(snapshot.state)}
                onSend={(text) => demo.engine?.sendText(text) ?? false}
                placeholder={demo.engine?.setup.language === 'es' ? 'Escriba lo que diría…' : 'Type what you would say…'}
              />
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Group gap={6} wrap="nowrap" c="dimmed">
                  {snapshot.speechInput ? <IconMicrophone size={16} /> : <IconMicrophoneOff size={16} />}
                  <Text fz="xs">{snapshot.speechInput ? 'Speak, or type your reply' : 'Type your reply'}</Text>
                </Group>
                <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={() => demo.engine?.hangUp()}>
                  End Call
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
