import { express } from '@landline/platform';
import type { WebhookDelivery__Output } from '@landline/proto/generated/landline/notification/v1/WebhookDelivery';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

const deliveryJson = (d: WebhookDelivery__Output) => ({ ...d, lastStatusCode: d.lastStatusCode || null, error: d.error || null, deliveredAt: d.deliveredAt || null });

/** The owner's outgoing webhook and its delivery log (notification service). */
export function webhookRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { notification } = peers;

  on('GET /getWebhook', async ({ actor }) => notification.GetWebhook({ actor }));
  // The first save creates the signing secret.
  on('POST /saveWebhook', async ({ actor, body }) => notification.SaveWebhook({ actor, ...body }));
  on('POST /rotateWebhookSecret', async ({ actor }) => notification.RotateWebhookSecret({ actor }));
  on('POST /deleteWebhook', async ({ actor }) => {
    await notification.DeleteWebhook({ actor });
    return { success: true as const };
  });
  // A 'ping' is queued and sent in the background.
  on('POST /testWebhook', async ({ actor }) => ({ delivery: deliveryJson(await notification.TestWebhook({ actor })) }));
  on('GET /getWebhookDeliveries', async ({ actor, query }) => {
    const page = await notification.ListWebhookDeliveries({ actor, limit: query.limit ?? 0, cursor: query.cursor ?? '' });
    return { deliveries: page.deliveries.map(deliveryJson), nextCursor: page.nextCursor || null };
  });

  return r;
}
