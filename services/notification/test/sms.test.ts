import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { twilioTexts } from '../src/senders/sms';

describe('notification: texts through the Twilio client, against a local fake of the Messages API', () => {
  const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
  const seen: Array<{ path: string; form: Record<string, string>; authorization: string }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ path: req.url!, form, authorization: req.headers.authorization ?? '' });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
        reply(404, { code: 20404, message: 'Not found', status: 404 });
        return;
      }
      if (form.To === '+12125550100') {
        reply(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
        return;
      }
      if (form.To === '+12125550500') {
        reply(500, { code: 20500, message: 'Internal Server Error', status: 500 });
        return;
      }
      reply(201, {
        sid: `SM${'a'.repeat(32)}`,
        status: 'queued',
        to: form.To,
        from: form.From ?? null,
        body: form.Body,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        account_sid: ACCOUNT,
      });
    });
  });
  class LocalTwilio extends twilio.RequestClient {
    constructor(private readonly target: string) {
      super();
    }
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, this.target) });
    }
  }
  let texts: ReturnType<typeof twilioTexts>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    texts = twilioTexts({ accountSid: ACCOUNT, authToken: 'token', httpClient: new LocalTwilio(`http://127.0.0.1:${(server.address() as AddressInfo).port}`) });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('sent from a number, or from a Messaging Service', async () => {
    expect(await texts.send({ to: '+12125550147', from: '+13125550100', body: 'EMERGENCY (Riley)' })).toBe(`SM${'a'.repeat(32)}`);
    expect(seen.at(-1)!.form).toMatchObject({ To: '+12125550147', From: '+13125550100', Body: 'EMERGENCY (Riley)' });
    expect(seen.at(-1)!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:token`).toString('base64')}`);
    await texts.send({ to: '+12125550147', from: `MG${'b'.repeat(32)}`, body: 'x' });
    expect(seen.at(-1)!.form).toMatchObject({ MessagingServiceSid: `MG${'b'.repeat(32)}` });
    expect(seen.at(-1)!.form.From).toBeUndefined();
  });

  test('a recipient who replied STOP is final; a Twilio outage is retried', async () => {
    await expect(texts.send({ to: '+12125550100', from: '+13125550100', body: 'x' })).rejects.toMatchObject({ permanent: true, message: expect.stringContaining('21610') });
    await expect(texts.send({ to: '+12125550500', from: '+13125550100', body: 'x' })).rejects.toMatchObject({ permanent: false });
  });
});
