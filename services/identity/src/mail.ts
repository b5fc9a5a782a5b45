import { BackgroundLoop, type Logger } from '@landline/platform';
import { SendError, type Mailer } from '@landline/platform/mail';
import type { IdentityStore } from './store';

/** How often a mail that could not be sent is tried before it is left with its error. */
export const MAIL_ATTEMPTS = 5;

/**
 * Delivers the mail identity writes to its outbox (password resets) through the platform's mail path.
 * The row is written in the transaction that makes the token; this sends it once it has committed, and
 * retries what failed on the next round.
 */
export class MailDelivery {
  private readonly loop: BackgroundLoop;

  constructor(
    private readonly store: IdentityStore,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    everyMs = 5_000,
  ) {
    this.loop = new BackgroundLoop(
      () => this.deliver(),
      everyMs,
      (err) => this.logger.warn({ err }, 'mail delivery failed; will retry'),
    );
  }

  start = () => this.loop.start();
  wake = () => this.loop.wake();
  /** Until nothing is due. For tests and shutdown. */
  idle = () => this.loop.idle();

  async stop(): Promise<void> {
    await this.loop.stop();
    this.mailer.close();
  }

  private async deliver(): Promise<void> {
    for (;;) {
      const due = await this.store.claimMail(10, MAIL_ATTEMPTS);
      if (due.length === 0) return;
      for (const m of due) {
        try {
          await this.mailer.send({ to: m.recipient, subject: m.subject, text: m.body });
          await this.store.mailSent(m.id);
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          await this.store.mailFailed(m.id, reason, err instanceof SendError && err.permanent);
          this.logger.warn({ mail: m.id, attempts: m.attempts, reason }, 'mail not sent');
        }
      }
    }
  }
}
