import { express } from '@landline/platform';
import type { SandboxCall__Output } from '@landline/proto/generated/landline/telephony/v1/SandboxCall';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { phoneNumberJson } from './phones';
import { handle, str } from './handle';

/** Placing a call posts the voice webhook and waits for its answer (agent lookup, billing check). */
const PLACE_DEADLINE_MS = 20_000;
/** Hanging up saves the call record (post-call analysis included). */
const HANGUP_DEADLINE_MS = 60_000;

function sandboxCallJson(c: SandboxCall__Output) {
  return {
    callSid: c.callSid,
    from: c.from,
    to: c.to,
    status: c.status,
    relayUrl: c.relayUrl || null,
    welcomeGreeting: c.welcomeGreeting,
    welcomeGreetingInterruptible: c.welcomeGreetingInterruptible || 'any',
    partialPrompts: c.partialPrompts,
    language: c.language,
    voice: c.voice,
    languages: c.languages.map((l) => ({ code: l.code, voice: l.voice })),
    parameters: c.parameters ?? {},
    say: c.say.map((s) => ({ text: s.text, language: s.language, voice: s.voice })),
    agentId: c.agentId || null,
    twiml: c.twiml,
    dial: c.dial ? { to: c.dial.to, index: c.dial.index, ringSeconds: c.dial.ringSeconds, whisper: c.dial.whisper } : null,
  };
}

/**
 * The sandbox phone line for the web phone simulator (signed-in owners): the owner's numbers, placing a
 * 'Phone Test' call to one (through the same voice webhook Twilio calls), and hanging it up. The browser
 * then speaks Twilio's ConversationRelay protocol over the returned relayUrl itself.
 */
export function sandboxRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const { telephony } = peers;

  // GET /api/sandbox/numbers → {numbers: [phone number JSON]} (every number the owner holds).
  r.get('/sandbox/numbers', auth.required, handle(async (_req, res) => {
    const { numbers } = await telephony.ListOwnedNumbers({ actor: res.locals.actor });
    res.json({ numbers: numbers.map(phoneNumberJson) });
  }));

  // POST /api/sandbox/calls {to, from?} → 201 {callSid, status, relayUrl, welcomeGreeting, language, voice,
  // languages, parameters, say, agentId, from, to, twiml}.
  r.post('/sandbox/calls', auth.required, handle(async (req, res) => {
    const call = await telephony.PlaceSandboxCall({ actor: res.locals.actor, to: str(req.body?.to), from: str(req.body?.from) }, { deadlineMs: PLACE_DEADLINE_MS });
    res.status(201).json(sandboxCallJson(call));
  }));

  // POST /api/sandbox/calls/:callSid/reconnect {handoffData} → the <Connect action>'s answer, as /sandbox/calls
  // answers: a new relayUrl when the call carries on (the relay's server handed it over as it stopped).
  r.post('/sandbox/calls/:callSid/reconnect', auth.required, handle(async (req, res) => {
    const call = await telephony.ReconnectSandboxCall({ actor: res.locals.actor, callSid: str(req.params.callSid), handoffData: str(req.body?.handoffData) }, { deadlineMs: PLACE_DEADLINE_MS });
    res.json(sandboxCallJson(call));
  }));

  // POST /api/sandbox/calls/:callSid/dial {index, answer: accept | pass | no_answer} → as /reconnect answers:
  // 'bridged' when taken, else the next person ringing ('dialing') or the caller's closing lines.
  r.post('/sandbox/calls/:callSid/dial', auth.required, handle(async (req, res) => {
    const index = Number(req.body?.index);
    const call = await telephony.AnswerSandboxDial(
      { actor: res.locals.actor, callSid: str(req.params.callSid), index: Number.isInteger(index) && index >= 0 && index <= 10 ? index : 0, answer: str(req.body?.answer) },
      { deadlineMs: PLACE_DEADLINE_MS },
    );
    res.json(sandboxCallJson(call));
  }));

  // POST /api/sandbox/calls/:callSid/hangup {durationSeconds?} → {success: true, callId, status: 'completed'}.
  r.post('/sandbox/calls/:callSid/hangup', auth.required, handle(async (req, res) => {
    const seconds = Number(req.body?.durationSeconds);
    const call = await telephony.HangupSandboxCall(
      { actor: res.locals.actor, callSid: str(req.params.callSid), durationSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.round(seconds), 86_400) : 0 },
      { deadlineMs: HANGUP_DEADLINE_MS },
    );
    res.json({ success: true, callId: call.callSid, status: call.status });
  }));

  return r;
}
