import { BackgroundLoop, getOrCreateMetric, promClient, registry, type Logger } from '@landline/platform';
import { postWebhook, USER_AGENT, type PostResult } from './post';
import { signatureHeader } from './signature';
import type { DestinationPolicy } from './ssrf';
import type { ClaimedDelivery, WebhookStore } from './store';

export interface DelivererOptions {
  maxAttempts: number;
  destinations: DestinationPolicy;
  /** The first retry's delay; each later one doubles, up to `maxRetrySeconds`. */
  retrySeconds?: number;
  maxRetrySeconds?: number;
  /** How often due deliveries are looked for when nothing wakes the deliverer. */
  pollMs?: number;
  timeoutMs?: number;
}

/** Longer than a delivery's timeout: a claim outlives the attempt it was made for. */
const LEASE_SECONDS = 60;

const attempts = getOrCreateMetric(
  'landline_webhook_deliveries_total',
  () =>
    new promClient.Counter({
      name: 'landline_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (delivered, retry, failed)',
      labelNames: ['service', 'outcome'],
      registers: [registry],
    }),
);

const SWITCHED_OFF = 'The webhook was switched off before this was delivered';

/**
 * Posts what was queued for owners' webhooks: claims due deliveries (committed before posting), signs each
 * with the webhook's current secret, posts it to its current URL, and keeps every attempt. Failures are
 * retried with exponential backoff and end 'failed' with the last reason after `maxAttempts`.
 */
export class WebhookDeliverer {
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly store: WebhookStore,
    private readonly options: DelivererOptions,
    private readonly logger: Logger,
  ) {
    this.loop = new BackgroundLoop(
      () => this.drain(),
      options.pollMs ?? 2_000,
      (err) => this.logger.warn({ err }, 'webhook delivery failed; will retry'),
    );
  }

  start = () => this.loop.start();
  wake = () => this.loop.wake();
  idle = () => this.loop.idle();
  stop = () => this.loop.stop();

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.store.claimDue(10, LEASE_SECONDS);
      if (batch.length === 0) return;
      await Promise.all(batch.map((d) => this.deliver(d)));
    }
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    const started = Date.now();
    const result: PostResult =
      !d.enabled && d.type !== 'ping'
        ? { ok: false, statusCode: null, error: SWITCHED_OFF, permanent: true }
        : await postWebhook(
            {
              url: d.webhook_url,
              body: d.payload,
              timeoutMs: this.options.timeoutMs,
              headers: {
                'Content-Type': 'application/json',
                'User-Agent': USER_AGENT,
                'Landline-Event': d.type,
                'Landline-Delivery': d.id,
                'Landline-Signature': signatureHeader(d.secret, d.payload),
              },
            },
            this.options.destinations,
          );
    const outcome = { attempt: d.attempts, url: d.webhook_url, statusCode: result.statusCode, error: result.error, durationMs: Date.now() - started };
    if (result.ok) {
      await this.store.recordAttempt(d.id, outcome, { delivered: true });
      attempts.inc({ service: 'notification', outcome: 'delivered' });
      return;
    }
    const final = result.permanent || d.attempts >= this.options.maxAttempts;
    const base = this.options.retrySeconds ?? 10;
    const delay = Math.min(this.options.maxRetrySeconds ?? 900, base * 2 ** Math.max(0, d.attempts - 1));
    await this.store.recordAttempt(d.id, outcome, { delivered: false, retryInSeconds: final ? undefined : delay });
    attempts.inc({ service: 'notification', outcome: final ? 'failed' : 'retry' });
    this.logger.warn(
      { delivery: d.id, type: d.type, attempts: d.attempts, final, statusCode: result.statusCode, reason: result.error },
      final ? 'webhook delivery failed' : 'webhook delivery will be retried',
    );
  }
}
