/**
 * Owners' mail, one path for every service that sends it: nodemailer over SMTP when `SMTP_URL` is set,
 * else each message is built exactly as it would be sent and written as an .eml file under
 * `DATA_DIR/mail/outbox`, where a developer opens it in any mail client.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { loadConfig, z } from './config';

export const mailConfigSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Landline <no-reply@landline.local>'),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

export function mailConfig(source: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const c = loadConfig(mailConfigSchema, source);
  return { smtpUrl: c.SMTP_URL || undefined, from: c.MAIL_FROM, outboxDir: path.join(dataDir, 'mail', 'outbox') };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; resolves to the message id, rejects with a SendError when it cannot. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** A send that did not happen; `permanent` when trying again cannot help (the server refused the address). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** SMTP replies 5xx are final; anything else (4xx, a dropped connection, a timeout) is worth another try. */
function smtpFailure(err: unknown): SendError {
  const e = err as { responseCode?: number; response?: string; message?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  return new SendError(e.response || e.message || String(err), code !== undefined && code >= 500);
}

/** nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://…` for implicit TLS). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        return info.messageId;
      } catch (err) {
        throw smtpFailure(err);
      }
    },
    close: () => transport.close(),
  };
}

/** Without a mail server: each message as an .eml file in `dir`. */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const id = info.messageId.replace(/[<>]/g, '');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id.replace(/[^\w.@-]/g, '_')}.eml`);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      return id;
    },
    close: () => transport.close(),
  };
}

export const createMailer = (config: MailConfig): Mailer => (config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer(config.outboxDir, config.from));
