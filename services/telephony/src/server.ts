import { precondition, unauthenticated } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Actor, Numbers } from './numbers';
import type { SandboxLine } from './calls/sandbox';

function actorOf(actor: Actor__Output | null | undefined): Actor {
  if (!actor?.userId) throw unauthenticated('You must be signed in');
  return { userId: actor.userId, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

type WithActor = { actor: Actor__Output | null };

const SANDBOX_OFF = 'The sandbox phone line is off: calls go through Twilio';

/** gRPC handlers of TelephonyService: translate messages, nothing more. */
export function telephonyHandlers(numbers: Numbers, sandbox?: SandboxLine) {
  // With Twilio configured, calls go through real numbers and the web phone simulator has no line to use.
  const line = () => {
    if (!sandbox) throw precondition(SANDBOX_OFF);
    return sandbox;
  };
  return {
    SearchPhoneNumbers: async (req: WithActor & { areaCode: string }) => ({ numbers: await numbers.search(actorOf(req.actor), req.areaCode) }),
    GetAvailableNumbers: async (req: WithActor) => ({ numbers: await numbers.available(actorOf(req.actor)) }),
    ListOwnedNumbers: async (req: WithActor) => ({ numbers: await numbers.listOwned(actorOf(req.actor)) }),
    PurchasePhoneNumber: async (req: WithActor & { phoneNumber: string; agentId: string; friendlyName: string }) =>
      numbers.purchase(actorOf(req.actor), { phoneNumber: req.phoneNumber, agentId: req.agentId, friendlyName: req.friendlyName }),
    AssignPhoneNumber: async (req: WithActor & { phoneNumberId: string; agentId: string }) =>
      numbers.assign(actorOf(req.actor), { phoneNumberId: req.phoneNumberId, agentId: req.agentId }),
    ReleasePhoneNumber: async (req: WithActor & { phoneNumberId: string }) => (await numbers.release(actorOf(req.actor), req.phoneNumberId), {}),
    PlaceSandboxCall: async (req: WithActor & { to: string; from: string }) => line().place(actorOf(req.actor).userId, { to: req.to, from: req.from }),
    HangupSandboxCall: async (req: WithActor & { callSid: string; durationSeconds: number }) => line().hangup(actorOf(req.actor).userId, req.callSid, req.durationSeconds),
    ReconnectSandboxCall: async (req: WithActor & { callSid: string; handoffData: string }) => line().reconnect(actorOf(req.actor).userId, req.callSid, req.handoffData),
    AnswerSandboxDial: async (req: WithActor & { callSid: string; index: number; answer: string }) =>
      line().answerDial(actorOf(req.actor).userId, req.callSid, req.index, req.answer),
  };
}
