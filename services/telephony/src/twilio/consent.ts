/**
 * Texts to the owners' numbers (Twilio's inbound message webhook): STOP and Twilio's other opt-out words
 * opt the sender out of the texts Landline sends from that number, START opts them back in. Twilio answers
 * the keyword itself; the reply here is empty.
 */
import type { Logger } from '@landline/platform';
import { isE164 } from '@landline/platform/phone';
import type { Params } from '../calls/webhooks';
import type { EventSink } from '../calls/on-call';
import { emptyTwiml } from '../calls/twiml';
import { consentOf, smsConsentEvent } from '../events';
import type { TelephonyStore } from '../store';

export function textConsent(store: TelephonyStore, events: EventSink, logger: Logger) {
  return async (p: Params): Promise<string> => {
    const from = (p.From ?? '').trim();
    const optedOut = consentOf(p.Body ?? '');
    if (optedOut === undefined || !isE164(from)) return emptyTwiml();
    await store.db.tx(async (q) => {
      if (!(await store.claimCallback(q, `sms:${p.MessageSid ?? `${from}:${p.Body}`}`, ''))) return;
      await events.add(q, smsConsentEvent(from, (p.To ?? '').trim(), optedOut));
    });
    events.kick();
    logger.info({ optedOut }, 'text consent changed');
    return emptyTwiml();
  };
}
