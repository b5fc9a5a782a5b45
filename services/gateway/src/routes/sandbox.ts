import { express } from '@landline/platform';
import type { SandboxCall__Output } from '@landline/proto/generated/landline/telephony/v1/SandboxCall';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { phoneNumberJson } from './phones';
import { routeMounter } from './mount';

/** Placing a call posts the voice webhook and waits for its answer (agent lookup, billing check). */
const PLACE_DEADLINE_MS = 20_000;
/** Hanging up saves the call record (post-call analysis included). */
const HANGUP_DEADLINE_MS = 60_000;

const sandboxCallJson = (c: SandboxCall__Output) => ({
  ...c,
  relayUrl: c.relayUrl || null,
  welcomeGreetingInterruptible: c.welcomeGreetingInterruptible || 'any',
  agentId: c.agentId || null,
});

/**
 * The sandbox phone line for the web phone simulator (signed-in owners): the owner's numbers, placing a
 * 'Phone Test' call to one (through the same voice webhook Twilio calls), and hanging it up. The browser
 * then speaks Twilio's ConversationRelay protocol over the returned relayUrl itself.
 */
export function sandboxRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { telephony } = peers;
  const placing = { deadlineMs: PLACE_DEADLINE_MS };

  on('GET /sandbox/numbers', async ({ actor }) => ({ numbers: (await telephony.ListOwnedNumbers({ actor })).numbers.map(phoneNumberJson) }));
  on('POST /sandbox/calls', async ({ actor, body }) => sandboxCallJson(await telephony.PlaceSandboxCall({ actor, ...body }, placing)));

  // The <Connect action>'s answer: a new relayUrl when the call carries on (the relay's server handed it over as it stopped).
  on('POST /sandbox/calls/:callSid/reconnect', async ({ actor, params, body }) => sandboxCallJson(await telephony.ReconnectSandboxCall({ actor, ...params, ...body }, placing)));

  // 'bridged' when taken, else the next person ringing ('dialing') or the caller's closing lines.
  on('POST /sandbox/calls/:callSid/dial', async ({ actor, params, body }) => sandboxCallJson(await telephony.AnswerSandboxDial({ actor, ...params, ...body }, placing)));

  on('POST /sandbox/calls/:callSid/hangup', async ({ actor, params, body }) => {
    const call = await telephony.HangupSandboxCall({ actor, ...params, ...body }, { deadlineMs: HANGUP_DEADLINE_MS });
    return { success: true as const, callId: call.callSid, status: call.status };
  });

  return r;
}
