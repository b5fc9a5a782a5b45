import { randomUUID } from 'node:crypto';
import { invalid, notFound, type Queryable } from '@landline/platform';
import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { WorkOrderChanged__Output } from '@landline/proto/generated/landline/events/v1/WorkOrderChanged';
import { decodeCursor, encodeCursor } from '../cursor';
import { callCompletedData, eventBody, pingData, workOrderUpdatedData } from './payloads';
import { newSecret } from './signature';
import { checkWebhookUrl, UnsafeDestinationError, type DestinationPolicy } from './ssrf';
import type { DeliveryRow, DeliveryType, WebhookRow, WebhookStore } from './store';

export interface WebhookView {
  url: string;
  enabled: boolean;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryView {
  id: string;
  type: string;
  status: string;
  attempts: number;
  lastStatusCode: number;
  error: string;
  createdAt: string;
  deliveredAt: string;
  url: string;
}

export interface WebhooksOptions {
  destinations: DestinationPolicy;
  /** The call page's address, sent with each event. */
  callUrl: (callId: string) => string;
}

const LIST_DEFAULT = 20;
const LIST_MAX = 100;

const WEBHOOK_MESSAGES = {
  none: 'There is no webhook yet: save a webhook URL first',
  urlRequired: 'Webhook URL is required',
} as const;

/** Owners' outgoing webhooks: their settings, and the deliveries queued for them from events and tests. */
export class Webhooks {
  constructor(
    private readonly store: WebhookStore,
    private readonly options: WebhooksOptions,
    /** Wakes the deliverer once a test is queued (events wake it after their transaction commits). */
    private readonly queued: () => void = () => {},
  ) {}

  async get(ownerId: string): Promise<WebhookView | undefined> {
    const hook = await this.store.webhook(this.store.db, ownerId);
    return hook && webhookView(hook);
  }

  /** Saves the URL and switch, checked for where it leads; the first save creates the signing secret. */
  async save(ownerId: string, rawUrl: string, enabled: boolean): Promise<WebhookView> {
    const trimmed = rawUrl.trim();
    if (!trimmed) throw invalid(WEBHOOK_MESSAGES.urlRequired);
    let url: URL;
    try {
      url = await checkWebhookUrl(trimmed, this.options.destinations);
    } catch (err) {
      if (err instanceof UnsafeDestinationError) throw invalid(err.message);
      throw err;
    }
    return webhookView(await this.store.save(ownerId, url.href, enabled, newSecret()));
  }

  async rotateSecret(ownerId: string): Promise<WebhookView> {
    const hook = await this.store.setSecret(ownerId, newSecret());
    if (!hook) throw notFound(WEBHOOK_MESSAGES.none);
    return webhookView(hook);
  }

  async remove(ownerId: string): Promise<void> {
    await this.store.remove(ownerId);
  }

  /** Queues a 'ping' now, switched on or not, so an owner can check the endpoint before turning it on. */
  async test(ownerId: string): Promise<DeliveryView> {
    const hook = await this.store.webhook(this.store.db, ownerId);
    if (!hook) throw notFound(WEBHOOK_MESSAGES.none);
    const id = randomUUID();
    await this.queue(this.store.db, hook, `ping:${id}`, 'ping', pingData(), id);
    this.queued();
    const row = await this.store.delivery(ownerId, id);
    if (!row) throw new Error(`the test delivery ${id} just queued was not found`);
    return deliveryView(row);
  }

  async listDeliveries(ownerId: string, request: { limit?: number; cursor?: string }): Promise<{ deliveries: DeliveryView[]; nextCursor: string }> {
    const limit = request.limit ? Math.trunc(request.limit) : LIST_DEFAULT;
    if (limit < 1 || limit > LIST_MAX) throw invalid(`limit must be between 1 and ${LIST_MAX}`);
    const after = request.cursor ? decodeCursor(request.cursor) : undefined;
    const rows = await this.store.list(ownerId, { limit: limit + 1, after });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { deliveries: page.map(deliveryView), nextCursor: rows.length > limit && last ? encodeCursor(last) : '' };
  }

  /** A call of the owner ended: `call.completed`, in the consumer's transaction. */
  async callCompleted(q: Queryable, call: CallCompleted__Output): Promise<boolean> {
    const ownerId = call.meta?.tenantId ?? '';
    if (!ownerId || !call.callId) return false;
    const hook = await this.store.webhook(q, ownerId);
    if (!hook?.enabled) return false;
    return this.queue(q, hook, `call.completed:${call.callId}`, 'call.completed', callCompletedData(call, this.options.callUrl(call.callId)));
  }

  /** The owner changed a call's work order: `work_order.updated`, once per change. */
  async workOrderChanged(q: Queryable, e: WorkOrderChanged__Output): Promise<boolean> {
    const ownerId = e.meta?.tenantId ?? '';
    if (!ownerId || !e.callId || !e.changeId) return false;
    const hook = await this.store.webhook(q, ownerId);
    if (!hook?.enabled) return false;
    return this.queue(q, hook, `work_order.updated:${e.changeId}`, 'work_order.updated', workOrderUpdatedData(e, this.options.callUrl(e.callId)));
  }

  private async queue(q: Queryable, hook: WebhookRow, eventKey: string, type: DeliveryType, data: Record<string, unknown>, id = randomUUID()): Promise<boolean> {
    return this.store.enqueue(q, { id, webhookId: hook.id, ownerId: hook.owner_id, eventKey, type, payload: eventBody(type, eventKey, data), url: hook.url });
  }
}

function webhookView(h: WebhookRow): WebhookView {
  return { url: h.url, enabled: h.enabled, secret: h.secret, createdAt: h.created_at.toISOString(), updatedAt: h.updated_at.toISOString() };
}

function deliveryView(d: DeliveryRow): DeliveryView {
  return {
    id: d.id,
    type: d.type,
    // 'sending' is the deliverer's claim: to the owner it is still pending.
    status: d.status === 'sending' ? 'pending' : d.status,
    attempts: d.attempts,
    lastStatusCode: d.last_status_code ?? 0,
    error: d.error,
    createdAt: d.created_at.toISOString(),
    deliveredAt: d.delivered_at ? d.delivered_at.toISOString() : '',
    url: d.url,
  };
}
