import { BackgroundLoop, getOrCreateMetric, promClient, registry, type Logger } from '@landline/platform';
import { SendError, type Mailer } from '@landline/platform/mail';
import type { TextSender } from './senders/sms';
import type { NotificationRow, NotificationStore } from './store';

export interface DispatcherOptions {
  maxAttempts: number;
  /** The first retry's delay; each later one doubles, up to `maxRetrySeconds`. */
  retrySeconds?: number;
  maxRetrySeconds?: number;
  /** How often due notifications are looked for when nothing wakes the dispatcher. */
  pollMs?: number;
  /** How long a claimed notification may take to send before another sender takes it over. */
  leaseSeconds?: number;
}

const sent = getOrCreateMetric(
  'landline_notifications_total',
  () =>
    new promClient.Counter({
      name: 'landline_notifications_total',
      help: 'Notification send attempts by channel and outcome (sent, retry, failed)',
      labelNames: ['service', 'channel', 'outcome'],
      registers: [registry],
    }),
);

/**
 * Sends what the consumers queued: claims due notifications (committed before sending), sends each, and
 * records the outcome. Failures are retried with exponential backoff and end as 'failed' with the
 * provider's reason after `maxAttempts`, never silently.
 */
export class Dispatcher {
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly store: NotificationStore,
    private readonly senders: { mail: Mailer; texts: TextSender },
    private readonly options: DispatcherOptions,
    private readonly logger: Logger,
  ) {
    this.loop = new BackgroundLoop(
      () => this.drain(),
      options.pollMs ?? 2_000,
      (err) => this.logger.warn({ err }, 'notification dispatch failed; will retry'),
    );
  }

  start = () => this.loop.start();
  /** Look for due notifications now (a consumer just queued some). */
  wake = () => this.loop.wake();
  /** Sends until nothing is due. For tests and shutdown. */
  idle = () => this.loop.idle();
  stop = () => this.loop.stop();

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.store.claimDue(10, this.options.leaseSeconds ?? 60);
      if (batch.length === 0) return;
      await Promise.all(batch.map((n) => this.send(n)));
    }
  }

  private async send(n: NotificationRow): Promise<void> {
    try {
      if (n.channel === 'email') {
        const id = await this.senders.mail.send({ to: n.recipient, subject: n.subject, text: n.body, ...(n.html ? { html: n.html } : {}) });
        await this.store.markSent(n.id, id);
      } else if (n.channel === 'sms') {
        if (!n.sender) throw new SendError('No number to send texts from: set SMS_FROM, or give the agent a phone number', true);
        if (await this.store.optedOut(n.recipient, n.sender)) throw new SendError('The recipient replied STOP to texts from this number', true);
        const id = await this.senders.texts.send({ to: n.recipient, from: n.sender, body: n.body });
        await this.store.markSent(n.id, id, this.senders.texts.kind === 'sandbox' ? 'delivered' : 'sent');
      } else {
        throw new SendError(`Channel ${n.channel} is not sent by the dispatcher`, true);
      }
      sent.inc({ service: 'notification', channel: n.channel, outcome: 'sent' });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const final = (err instanceof SendError && err.permanent) || n.attempts >= this.options.maxAttempts;
      const base = this.options.retrySeconds ?? 10;
      const delay = Math.min(this.options.maxRetrySeconds ?? 900, base * 2 ** Math.max(0, n.attempts - 1));
      await this.store.markAttemptFailed(n.id, reason, final ? undefined : delay);
      sent.inc({ service: 'notification', channel: n.channel, outcome: final ? 'failed' : 'retry' });
      this.logger.warn({ notification: n.id, channel: n.channel, attempts: n.attempts, final, reason }, final ? 'notification failed' : 'notification will be retried');
    }
  }
}
