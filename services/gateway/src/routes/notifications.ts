import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';

export const NOTIFICATION_MESSAGES = {
  badLimit: 'limit must be a whole number from 1 to 100',
  badCallId: 'Invalid call id',
} as const;

const CALL_ID = /^[\w.:-]{1,128}$/;

/** What owners were told about their calls (notification service). */
export function notificationRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();

  // GET /api/getNotifications?callId=… → {notifications}; ?limit=&cursor= → {notifications, nextCursor}, the
  // owner's own only, newest first.
  r.get('/getNotifications', auth.required, handle(async (req, res) => {
    const callId = str(req.query.callId).trim();
    if (callId && !CALL_ID.test(callId)) return void res.status(400).json({ error: NOTIFICATION_MESSAGES.badCallId });
    const rawLimit = str(req.query.limit).trim();
    const limit = rawLimit === '' ? 0 : Number(rawLimit);
    if (rawLimit !== '' && (!Number.isInteger(limit) || limit < 1 || limit > 100)) return void res.status(400).json({ error: NOTIFICATION_MESSAGES.badLimit });
    const page = await peers.notification.ListNotifications({ actor: res.locals.actor, callId, limit, cursor: str(req.query.cursor) });
    res.json({
      notifications: page.notifications.map((n) => ({
        id: n.id,
        callId: n.callId,
        channel: n.channel,
        kind: n.kind,
        to: n.to,
        ...(n.subject ? { subject: n.subject } : {}),
        body: n.body,
        status: n.status,
        ...(n.error ? { error: n.error } : {}),
        attempts: n.attempts,
        createdAt: n.createdAt,
        sentAt: n.sentAt || null,
      })),
      nextCursor: page.nextCursor || null,
    });
  }));

  return r;
}
