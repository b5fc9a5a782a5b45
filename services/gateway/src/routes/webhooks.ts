import { express, z, type Response } from '@landline/platform';
import type { Webhook__Output } from '@landline/proto/generated/landline/notification/v1/Webhook';
import type { WebhookDelivery__Output } from '@landline/proto/generated/landline/notification/v1/WebhookDelivery';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle } from './handle';

export const WEBHOOK_ROUTE_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlTooLong: 'Webhook URL must be at most 2048 characters',
  urlScheme: 'Webhook URL must start with https://',
  enabled: 'enabled must be true or false',
  limit: 'limit must be a whole number from 1 to 100',
  cursor: 'cursor is not one this service gave',
} as const;

const startsWithHttp = (url: string) => /^https?:\/\//i.test(url);

const saveBody = z.object(
  {
    url: z
      .string({ error: WEBHOOK_ROUTE_MESSAGES.urlRequired })
      .trim()
      .min(1, WEBHOOK_ROUTE_MESSAGES.urlRequired)
      .max(2048, WEBHOOK_ROUTE_MESSAGES.urlTooLong)
      .refine(startsWithHttp, WEBHOOK_ROUTE_MESSAGES.urlScheme),
    enabled: z.boolean({ error: WEBHOOK_ROUTE_MESSAGES.enabled }).default(true),
  },
  { error: 'Send a JSON object with url and enabled' },
);

const deliveriesQuery = z.object({
  limit: z
    .string({ error: WEBHOOK_ROUTE_MESSAGES.limit })
    .regex(/^\d{1,3}$/, WEBHOOK_ROUTE_MESSAGES.limit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, WEBHOOK_ROUTE_MESSAGES.limit)
    .optional(),
  cursor: z.string({ error: WEBHOOK_ROUTE_MESSAGES.cursor }).max(500, WEBHOOK_ROUTE_MESSAGES.cursor).optional(),
});

const problem = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request';
const badRequest = (res: Response, error: z.ZodError) => void res.status(400).json({ error: problem(error) });

const webhookJson = (w: Webhook__Output | null) => (w ? { url: w.url, enabled: w.enabled, secret: w.secret, createdAt: w.createdAt, updatedAt: w.updatedAt } : null);

const deliveryJson = (d: WebhookDelivery__Output) => ({
  id: d.id,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode || null,
  error: d.error || null,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt || null,
  url: d.url,
});

/** The owner's outgoing webhook and its delivery log (notification service). */
export function webhookRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const { notification } = peers;

  // GET /api/getWebhook → {webhook: {url, enabled, secret, createdAt, updatedAt} | null}
  r.get('/getWebhook', auth.required, handle(async (_req, res) => {
    const { webhook } = await notification.GetWebhook({ actor: res.locals.actor });
    res.json({ webhook: webhookJson(webhook) });
  }));

  // POST /api/saveWebhook {url, enabled} → {webhook}; the first save creates the signing secret.
  r.post('/saveWebhook', auth.required, handle(async (req, res) => {
    const parsed = saveBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, parsed.error);
    const { webhook } = await notification.SaveWebhook({ actor: res.locals.actor, url: parsed.data.url, enabled: parsed.data.enabled });
    res.json({ webhook: webhookJson(webhook) });
  }));

  r.post('/rotateWebhookSecret', auth.required, handle(async (_req, res) => {
    const { webhook } = await notification.RotateWebhookSecret({ actor: res.locals.actor });
    res.json({ webhook: webhookJson(webhook) });
  }));

  r.post('/deleteWebhook', auth.required, handle(async (_req, res) => {
    await notification.DeleteWebhook({ actor: res.locals.actor });
    res.json({ success: true });
  }));

  // POST /api/testWebhook → 202 {delivery}: a 'ping' is queued and sent in the background.
  r.post('/testWebhook', auth.required, handle(async (_req, res) => {
    const delivery = await notification.TestWebhook({ actor: res.locals.actor });
    res.status(202).json({ delivery: deliveryJson(delivery) });
  }));

  // GET /api/getWebhookDeliveries?limit=&cursor= → {deliveries, nextCursor}, newest first.
  r.get('/getWebhookDeliveries', auth.required, handle(async (req, res) => {
    const parsed = deliveriesQuery.safeParse(req.query);
    if (!parsed.success) return badRequest(res, parsed.error);
    const page = await notification.ListWebhookDeliveries({ actor: res.locals.actor, limit: parsed.data.limit ?? 0, cursor: parsed.data.cursor ?? '' });
    res.json({ deliveries: page.deliveries.map(deliveryJson), nextCursor: page.nextCursor || null });
  }));

  return r;
}
