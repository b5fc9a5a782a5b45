import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { outboxMailer, SendError, smtpMailer } from '../src/mail';
import { defined } from './helpers';

describe('mail over a real SMTP server', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith('nobody@')) {
          cb(Object.assign(new Error('No such user here'), { responseCode: 550 }));
          return;
        }
        if (address.address.startsWith('busy@')) {
          cb(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
          return;
        }
        cb();
      },
      onData(stream, session, cb) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a summary arrives with its subject, sender and both parts', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Landline <no-reply@landline.test>');
    try {
      const id = await mailer.send({
        to: 'owner@example.com',
        subject: 'Emergency · Plumbing · 42 Oak Street 3B — Jordan Rivera',
        text: 'Tenant: Jordan Rivera',
        html: '<p>Tenant: Jordan Rivera</p>',
      });
      expect(id).toMatch(/@/);
      const mail = received.at(-1)!;
      expect(mail.from).toBe('no-reply@landline.test');
      expect(mail.to).toEqual(['owner@example.com']);
      expect(mail.data).toContain('Subject: =?UTF-8?');
      expect(mail.data).toContain('Tenant: Jordan Rivera');
      expect(mail.data).toContain('text/html');
    } finally {
      mailer.close();
    }
  });

  test('a refused address is final; a busy mailbox and a dead server are worth a retry', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'no-reply@landline.test');
    const dead = smtpMailer('smtp://127.0.0.1:1', 'no-reply@landline.test');
    try {
      const refused = await mailer.send({ to: 'nobody@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(SendError);
      expect(refused).toMatchObject({ permanent: true });
      expect((refused as Error).message).toMatch(/No such user/);
      await expect(mailer.send({ to: 'busy@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ permanent: false });
      await expect(dead.send({ to: 'owner@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ permanent: false });
    } finally {
      mailer.close();
      dead.close();
    }
  });
});

test('without SMTP, each mail is an .eml file in the outbox', async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')), 'outbox');
  const mailer = outboxMailer(dir, 'Landline <no-reply@landline.local>');
  await mailer.send({ to: 'owner@example.com', subject: 'Urgent · Appliance · 9 Elm Road — Ana', text: 'The fridge is out' });
  const files = fs.readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = fs.readFileSync(path.join(dir, defined(files[0], 'the .eml file')), 'utf8');
  expect(raw).toContain('To: owner@example.com');
  expect(raw).toContain('The fridge is out');
});
