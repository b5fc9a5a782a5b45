/** Emergencies in the offline receptionist: the safety steps first, the essentials, then the transfer or a message. */
import { DEMO_EMERGENCY_EMPLOYEE } from '../demo';
import { LINES } from '../types';
import { type Slot, type Utterance } from './extract';
import { readBack } from './numbers';
import { P, QUESTIONS } from './phrases';
import { Reply, firstName, transferDetails, type Ctx, type TurnInfo } from './context';
import { isRealQuestion, answerQuestion } from './questions';
import { next } from './slots';

/** Handles a turn of an emergency call; false when the normal flow should answer it instead. */
export function emergencyTurn(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): boolean {
  const { lang, state, config } = ctx;
  const f = state.facts;
  const marcus = ctx.flavour === 'emergency';
  const transfers = marcus ? config.transfer.enabled && !config.demo : config.transfer.enabled || config.demo;

  if (state.transferSaid === 'emergency') {
    // Put through before the essentials were known: take them while the call connects.
    const missing = emergencyMissing(ctx);
    if (missing) {
      if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)));
      else if (t.learned.size > 0) r.add(P.gotIt[lang]);
      r.add(missing);
    } else {
      const phone = f.phone || config.callerNumber;
      r.add(P.afterTransfer(lang, phone ? readBack(phone, lang) : ''));
    }
    return true;
  }
  // Past the essentials (taken as a message, or the emergency team has the call): the normal flow closes.
  if (!t.newEmergency && (state.emergencyLogged || state.receivedTransfer || t.wasClosing)) return false;
  if (!t.newEmergency && u.goodbye && t.learned.size === 0) return false;

  // The safety advice itself comes from the safety layer, ahead of this reply.
  if (t.newEmergency) r.add(P.emergencyAck[lang]);
  else if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)));
  else if (t.learned.size > 0) r.add(P.gotIt[lang]);
  else if (u.question && isRealQuestion(u, t)) answerQuestion(ctx, r, u);

  const transferNow = Boolean(ctx.directive?.transferNow);
  // The emergency line first makes sure everyone is safe.
  if (marcus && !transferNow && f.injuries === undefined && !state.skipped.has('safety')) {
    r.add(QUESTIONS.safety[lang]);
    return true;
  }

  const missing = transferNow ? undefined : emergencyMissing(ctx);
  if (missing) {
    r.add(missing);
    return true;
  }

  if (transfers) {
    if (f.phone) r.add(P.callbackIs(lang, readBack(f.phone, lang)));
    r.add(LINES.emergencyTransfer[lang]);
    r.events.push({
      type: 'transfer',
      reason: 'emergency',
      details: transferDetails(f, lang),
      transferNumber: config.demo ? '' : config.transfer.number,
      ...(config.demo ? { targetEmployee: DEMO_EMERGENCY_EMPLOYEE } : {}),
    });
    return true;
  }
  // No transfer: the emergency employee finishes the intake itself; the others take a message.
  if (!marcus) {
    r.add(P.emergencyMessage(lang, f.phone ? readBack(f.phone, lang) : ''));
    state.emergencyLogged = true;
  }
  next(ctx, r);
  return true;
}

/** The next essential of an emergency (name, address with unit, callback number), as a question. */
function emergencyMissing(ctx: Ctx): string | undefined {
  const { lang, state, config } = ctx;
  const f = state.facts;
  const skip = (s: Slot) => state.skipped.has(s);
  if (!f.name && !skip('name')) return (state.asked.get('name') ? P.emergencyEssentials.nameAgain : P.emergencyEssentials.name)[lang];
  if (!f.address && !skip('address')) return P.emergencyEssentials.address[lang];
  if (f.unit === undefined && !skip('unit')) return P.emergencyEssentials.unit[lang];
  if (!f.phone && !skip('phone')) {
    if (f.phoneIncomplete) return P.incompletePhone[lang];
    if (config.callerNumber && !f.callerNumberDeclined) return P.callerNumberQuestion(lang, readBack(config.callerNumber, lang));
    return P.emergencyEssentials.phone[lang];
  }
  return undefined;
}
