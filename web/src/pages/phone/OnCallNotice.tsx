import { Alert, Text } from '@mantine/core';
import { IconPhoneCheck, IconPhoneOutgoing, IconPhoneX } from '@tabler/icons-react';
import { contactAt, formatOnCallNumber, ringingText, type OnCallContact, type OnCallState } from '../../calls/phone/onCall';

const OUTCOME_TEXT = { declined: 'passed', no_answer: 'did not answer' } as const;

/** The on-call people rung before, and how each answered. */
function Tried({ state }: { state: OnCallState }) {
  if (state.tried.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed" mt={4} className="tabular" data-testid="on-call-tried">
      {state.tried.map((t) => `${formatOnCallNumber(t.to)} ${OUTCOME_TEXT[t.outcome]}`).join(' · ')}
    </Text>
  );
}

/** The caller's side of an emergency transfer: the on-call team being rung, who took it, or that nobody did. */
export function OnCallNotice({ state, contacts, live }: { state: OnCallState; contacts: OnCallContact[]; live: boolean }) {
  const common = { variant: 'light', 'data-testid': 'phone-on-call', 'data-status': state.status } as const;
  if (state.status === 'bridged') {
    const name = contactAt(state.dial, contacts)?.name;
    return (
      <Alert {...common} color="teal" icon={<IconPhoneCheck size={18} />} title={`Connected to ${formatOnCallNumber(state.dial.to)}${name ? ` (${name})` : ''}`}>
        <Text fz="sm">
          {live
            ? 'They took the emergency call and are talking with the caller. The sandbox line does not carry their voices: hang up to end the call and save it.'
            : 'They took the emergency call.'}
        </Text>
        <Tried state={state} />
      </Alert>
    );
  }
  if (state.status === 'unanswered') {
    return (
      <Alert {...common} color="orange" icon={<IconPhoneX size={18} />} title="Nobody on the on-call team took the call">
        <Text fz="sm">The caller hears that the team has their details and will call back, and every contact is texted.</Text>
        <Tried state={state} />
      </Alert>
    );
  }
  return (
    <Alert {...common} color="orange" icon={<IconPhoneOutgoing size={18} />} title={live ? 'Calling the on-call team…' : 'The on-call team was being rung'}>
      <Text fz="sm" className="tabular" data-testid="on-call-ringing">
        {ringingText(state.dial, contacts)}
      </Text>
      <Tried state={state} />
    </Alert>
  );
}
