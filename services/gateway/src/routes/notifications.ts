import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

/** What owners were told about their calls (notification service). */
export function notificationRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);

  // ?callId=… → one call's; ?limit=&cursor= → the owner's own, newest first.
  on('GET /getNotifications', async ({ actor, query }) => {
    const page = await peers.notification.ListNotifications({ actor, ...query });
    return {
      notifications: page.notifications.map((n) => ({
        ...n,
        subject: n.subject || undefined,
        error: n.error || undefined,
        sentAt: n.sentAt || null,
      })),
      nextCursor: page.nextCursor || null,
    };
  });

  return r;
}
