/** What owners were told about their calls, and their outgoing webhook. */
import { z } from 'zod';
import { isoTime } from './common';
import { optionalText } from './read';
import { NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES, WEBHOOK_ROUTE_MESSAGES } from './constants';

const NOTIFICATION_CALL_ID = /^[\w.:-]{1,128}$/;

/** A whole number from 1 to 100 written as text, or '' (the service's default). */
const limitText = (message: string) =>
  optionalText()
    .transform((v) => v.trim())
    .refine((v) => v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 100), message)
    .transform((v) => (v === '' ? 0 : Number(v)));

export const notificationsQuery = z.object({
  callId: optionalText()
    .transform((v) => v.trim())
    .refine((v) => v === '' || NOTIFICATION_CALL_ID.test(v), NOTIFICATION_MESSAGES.badCallId)
    .meta({ description: "One call's notifications (else all of the owner's, newest first)" }),
  limit: limitText(NOTIFICATION_MESSAGES.badLimit),
  cursor: optionalText(),
});

export const notification = z.object({
  id: z.string(),
  callId: z.string(),
  channel: z.string().meta({ examples: [...NOTIFICATION_CHANNELS] }),
  kind: z.string().meta({ examples: ['summary', 'emergency', 'forward'] }),
  /** An email address, or an E.164 phone number for texts and calls. */
  to: z.string(),
  /** Emails only. */
  subject: z.string().optional(),
  body: z.string(),
  status: z.string().meta({ examples: ['queued', 'sending', 'sent', 'delivered', 'failed', 'accepted', 'declined', 'no_answer'] }),
  /** The provider's reason for a failure; on a sent one, a note (e.g. the recipient may have it twice). */
  error: z.string().optional(),
  attempts: z.number(),
  createdAt: isoTime(),
  sentAt: isoTime().nullable(),
});

export const notifications = z.object({ notifications: z.array(notification), nextCursor: z.string().nullable() });

// ------------------------------------------------------------------ webhooks

const startsWithHttp = (url: string) => /^https?:\/\//i.test(url);

export const saveWebhookBody = z.object(
  {
    url: z
      .string({ error: WEBHOOK_ROUTE_MESSAGES.urlRequired })
      .trim()
      .min(1, WEBHOOK_ROUTE_MESSAGES.urlRequired)
      .max(2048, WEBHOOK_ROUTE_MESSAGES.urlTooLong)
      .refine(startsWithHttp, WEBHOOK_ROUTE_MESSAGES.urlScheme),
    enabled: z.boolean({ error: WEBHOOK_ROUTE_MESSAGES.enabled }).default(true),
  },
  { error: WEBHOOK_ROUTE_MESSAGES.notObject },
);

export const deliveriesQuery = z.object({
  limit: z
    .string({ error: WEBHOOK_ROUTE_MESSAGES.limit })
    .regex(/^\d{1,3}$/, WEBHOOK_ROUTE_MESSAGES.limit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, WEBHOOK_ROUTE_MESSAGES.limit)
    .optional(),
  cursor: z.string({ error: WEBHOOK_ROUTE_MESSAGES.cursor }).max(500, WEBHOOK_ROUTE_MESSAGES.cursor).optional(),
});

export const webhook = z.object({ url: z.string(), enabled: z.boolean(), secret: z.string().meta({ examples: ['whsec_…'] }), createdAt: isoTime(), updatedAt: isoTime() });
export const webhookState = z.object({ webhook: webhook.nullable() });

export const webhookDelivery = z.object({
  id: z.string(),
  type: z.string().meta({ examples: ['call.completed', 'work_order.updated', 'ping'] }),
  status: z.string().meta({ examples: ['pending', 'delivered', 'failed'] }),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: isoTime(),
  deliveredAt: isoTime().nullable(),
  url: z.string(),
});
export const testDelivery = z.object({ delivery: webhookDelivery });
export const webhookDeliveries = z.object({ deliveries: z.array(webhookDelivery), nextCursor: z.string().nullable() });
