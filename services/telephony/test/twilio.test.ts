import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { AppError, createLogger, migrate, openDatabase, Outbox, type Db } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import { createTwilioProvider } from '../src/providers/twilio';
import { ProviderError, type PhoneProvider } from '../src/providers/provider';
import { Numbers } from '../src/numbers';
import { telephonyConfig } from '../src/config';
import { telephonyStore } from '../src/store';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token';
const PUBLIC_URL = 'https://landline.example.com';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  authorization: string;
}

const twilioError = (code: number, message: string, status = 400) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });

/**
 * A local fake of the documented Twilio REST responses: AvailablePhoneNumbers (Local) lists,
 * IncomingPhoneNumbers create and delete, and Twilio's error body.
 */
function fakeTwilio() {
  const seen: Seen[] = [];
  const base = `/2010-04-01/Accounts/${ACCOUNT}`;
  let nextSid = 1;
  /** Lets a test make the next purchase answer with another number than asked for. */
  const override: { purchasedNumber?: string } = {};
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ method: req.method!, path: url.pathname, query: Object.fromEntries(url.searchParams), form, authorization: req.headers.authorization ?? '' });
      const reply = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };

      if (req.method === 'GET' && url.pathname === `${base}/AvailablePhoneNumbers/US/Local.json`) {
        const area = url.searchParams.get('AreaCode');
        if (area === '533') {
          reply(404, twilioError(21452, 'No phone numbers found in area code 533', 404).body);
          return;
        }
        if (area === '500') {
          reply(503, twilioError(20503, 'Service unavailable', 503).body);
          return;
        }
        const numbers =
          area === '415'
            ? [
                {
                  friendly_name: '(415) 555-4321',
                  phone_number: '+14155554321',
                  lata: '722',
                  locality: 'San Rafael',
                  region: 'CA',
                  postal_code: '94901',
                  iso_country: 'US',
                  capabilities: { voice: true, sms: true, mms: true },
                  address_requirements: 'none',
                  beta: false,
                },
                {
                  friendly_name: '(415) 555-9876',
                  phone_number: '+14155559876',
                  lata: '722',
                  locality: 'San Francisco',
                  region: 'CA',
                  postal_code: '94103',
                  iso_country: 'US',
                  capabilities: { voice: true, sms: true, mms: true },
                  address_requirements: 'none',
                  beta: false,
                },
              ]
            : [];
        reply(200, {
          available_phone_numbers: numbers,
          end: numbers.length ? numbers.length - 1 : 0,
          first_page_uri: `${url.pathname}?${url.searchParams}&Page=0`,
          next_page_uri: null,
          page: 0,
          page_size: Number(url.searchParams.get('PageSize') ?? 50),
          previous_page_uri: null,
          start: 0,
          uri: `${url.pathname}?${url.searchParams}`,
        });
        return;
      }
      if (req.method === 'POST' && url.pathname === `${base}/IncomingPhoneNumbers.json`) {
        if (form.PhoneNumber === '+15005550000') {
          reply(400, twilioError(21422, 'PhoneNumber requested is not available').body);
          return;
        }
        if (form.PhoneNumber === '+15005550009') {
          reply(400, twilioError(21404, 'Trial accounts are allowed only one Twilio number. To purchase additional numbers, please upgrade your account.').body);
          return;
        }
        const sid = `PN${String(nextSid++).padStart(32, '0')}`;
        const phoneNumber = defined(override.purchasedNumber ?? form.PhoneNumber, 'the PhoneNumber to buy');
        override.purchasedNumber = undefined;
        reply(201, {
          account_sid: ACCOUNT,
          address_requirements: 'none',
          api_version: '2010-04-01',
          beta: false,
          capabilities: { voice: true, sms: true, mms: true, fax: false },
          date_created: 'Thu, 30 Jul 2015 23:19:04 +0000',
          date_updated: 'Thu, 30 Jul 2015 23:19:04 +0000',
          friendly_name: form.FriendlyName ?? `(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`,
          origin: 'twilio',
          phone_number: phoneNumber,
          sid,
          status: 'in-use',
          status_callback: form.StatusCallback ?? '',
          status_callback_method: form.StatusCallbackMethod ?? 'POST',
          voice_method: form.VoiceMethod ?? 'POST',
          voice_url: form.VoiceUrl ?? null,
          uri: `${base}/IncomingPhoneNumbers/${sid}.json`,
        });
        return;
      }
      if (req.method === 'DELETE' && url.pathname.startsWith(`${base}/IncomingPhoneNumbers/PN`)) {
        reply(204);
        return;
      }
      reply(404, twilioError(20404, 'The requested resource was not found', 404).body);
    });
  });
  return { server, seen, override };
}

/** The twilio client's own HTTP client, sending what would go to api.twilio.com to the fake instead. */
class LocalTwilio extends twilio.RequestClient {
  constructor(private readonly target: string) {
    super();
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, this.target) });
  }
}

describe('telephony: the Twilio provider against a local fake of the REST API', () => {
  const fake = fakeTwilio();
  let provider: PhoneProvider;
  let db: Db;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    provider = createTwilioProvider({ accountSid: ACCOUNT, authToken: TOKEN, publicUrl: `${PUBLIC_URL}/`, httpClient: new LocalTwilio(`http://127.0.0.1:${port}`) });
    db = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      schema: `telephony_twilio_${process.pid}`,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'telephony-twilio-')),
    });
    await migrate(db, migrations);
    await Outbox.prepare(db);
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });
  beforeEach(() => void fake.seen.splice(0));

  const basicAuth = `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`;

  it('searches local voice numbers by area code', async () => {
    const found = await provider.search('415', 10, db);
    expect(found).toEqual([
      { phoneNumber: '+14155554321', friendlyName: '(415) 555-4321', locality: 'San Rafael', region: 'CA' },
      { phoneNumber: '+14155559876', friendlyName: '(415) 555-9876', locality: 'San Francisco', region: 'CA' },
    ]);
    expect(fake.seen).toEqual([
      {
        method: 'GET',
        path: `/2010-04-01/Accounts/${ACCOUNT}/AvailablePhoneNumbers/US/Local.json`,
        query: { AreaCode: '415', VoiceEnabled: 'true', PageSize: '10' },
        form: {},
        authorization: basicAuth,
      },
    ]);
    expect(await provider.search('212', 10, db)).toEqual([]);
  });

  it('buys a number with the voice, status and message webhooks of this deployment, and releases it', async () => {
    const bought = await provider.purchase({ phoneNumber: '+14155554321', friendlyName: 'Leasing line' }, db);
    expect(bought).toEqual({ sid: expect.stringMatching(/^PN\d{32}$/), phoneNumber: '+14155554321', friendlyName: 'Leasing line', locality: 'San Francisco', region: 'CA' });
    expect(fake.seen[0]).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT}/IncomingPhoneNumbers.json`,
      query: {},
      form: {
        PhoneNumber: '+14155554321',
        FriendlyName: 'Leasing line',
        VoiceUrl: 'https://landline.example.com/twilio/voice',
        VoiceMethod: 'POST',
        StatusCallback: 'https://landline.example.com/twilio/status',
        StatusCallbackMethod: 'POST',
        SmsUrl: 'https://landline.example.com/twilio/sms',
        SmsMethod: 'POST',
      },
      authorization: basicAuth,
    });

    await provider.release(bought.sid, db);
    expect(fake.seen[1]).toMatchObject({ method: 'DELETE', path: `/2010-04-01/Accounts/${ACCOUNT}/IncomingPhoneNumbers/${bought.sid}.json` });
  });

  it('leaves the friendly name to Twilio when none is given', async () => {
    const bought = await provider.purchase({ phoneNumber: '+12125550123', friendlyName: '' }, db);
    expect(defined(fake.seen[0], 'the purchase request').form).not.toHaveProperty('FriendlyName');
    expect(bought).toMatchObject({ friendlyName: '(212) 555-0123', locality: 'New York', region: 'NY' });
  });

  it('turns Twilio’s error body into a ProviderError with its status, code and message', async () => {
    const err = await provider.purchase({ phoneNumber: '+15005550000', friendlyName: '' }, db).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ status: 400, code: 21422, message: 'PhoneNumber requested is not available', moreInfo: 'https://www.twilio.com/docs/errors/21422' });
    expect(await provider.search('533', 10, db).catch((e: unknown) => e)).toMatchObject({ status: 404, code: 21452 });
  });

  describe('through the numbers rules', () => {
    const logger = createLogger({ level: 'silent' });
    const actor = (userId: string) => ({ userId, email: '', displayName: '', photoUrl: '' });
    const numbersWith = (maxPhones: number | null) =>
      new Numbers(telephonyStore(db), provider, { assertOwned: async () => undefined }, { limits: async () => ({ plan: 'trial', maxPhones }) }, logger);
    const rejection = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    };

    it('records a bought number with the provider’s sid and the $1.00 price', async () => {
      const bought = await numbersWith(null).purchase(actor('tw-1'), { phoneNumber: '+14155559876' });
      expect(bought).toMatchObject({ phoneNumber: '+14155559876', provider: 'twilio', monthlyPrice: 1, status: 'owned', locality: 'San Francisco', region: 'CA' });
      const { rows } = await db.query<{ provider_sid: string }>(`select provider_sid from numbers where id = $1`, [bought.id]);
      expect(rows[0]?.provider_sid).toMatch(/^PN\d{32}$/);
    });

    it('answers Twilio’s own refusals as {error: "Failed to purchase phone number", code, details}', async () => {
      const err = await rejection(numbersWith(null).purchase(actor('tw-2'), { phoneNumber: '+15005550000' }));
      expect(err).toMatchObject({
        code: 'invalid_argument',
        message: 'Failed to purchase phone number',
        details: { code: '21422', details: 'PhoneNumber requested is not available' },
      });
      const search = await rejection(numbersWith(null).search(actor('tw-2'), '500'));
      expect(search).toMatchObject({ code: 'unavailable', message: 'Failed to search phone numbers', details: { code: '20503' } });
    });

    it('answers Twilio’s trial limit (21404) with the same 403 as the plan’s cap', async () => {
      const err = await rejection(numbersWith(null).purchase(actor('tw-3'), { phoneNumber: '+15005550009' }));
      expect(err).toMatchObject({
        code: 'permission_denied',
        message: 'Trial accounts are limited to one phone number',
        details: { code: '21404', details: 'Trial accounts are allowed only one Twilio number. Upgrade your plan to add more.' },
      });
    });

    it('gives a number back to Twilio when its purchase cannot be recorded', async () => {
      const numbers = numbersWith(null);
      const first = await numbers.purchase(actor('tw-4'), { phoneNumber: '+13035550111' });
      fake.seen.splice(0);
      // Twilio answers with a number this service already holds: the insert fails, the purchase is undone.
      fake.override.purchasedNumber = first.phoneNumber;
      await expect(numbers.purchase(actor('tw-5'), { phoneNumber: '+13035550112' })).rejects.toThrow();
      expect(fake.seen.map((s) => s.method)).toEqual(['POST', 'DELETE']);
      expect(await numbers.listOwned(actor('tw-5'))).toEqual([]);
    });
  });
});

describe('telephony configuration with a Twilio account', () => {
  const account = { TWILIO_ACCOUNT_SID: `AC${'ab'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'twilio-account-auth-token' };

  it('wants an https PUBLIC_URL, since Twilio opens the relay socket over wss:// only', () => {
    expect(() => telephonyConfig({ ...account, PUBLIC_URL: 'http://phones.example.com' })).toThrow('PUBLIC_URL must be an https:// address when Twilio is configured');
    expect(() => telephonyConfig(account)).toThrow('PUBLIC_URL must be an https:// address');
    expect(telephonyConfig({ ...account, PUBLIC_URL: 'https://phones.example.com' })).toMatchObject({ provider: 'twilio', publicUrl: 'https://phones.example.com' });
    // Transcription models come from the voices table: documented defaults, flux only as an English opt-in.
    expect(telephonyConfig({}).relay).toMatchObject({ transcriptionProvider: 'Deepgram', speechModels: { en: 'nova-3-general', es: 'nova-3-general' } });
    expect(telephonyConfig({ RELAY_SPEECH_MODEL_EN: 'flux' }).relay.speechModels).toEqual({ en: 'flux', es: 'nova-3-general' });
    expect(telephonyConfig({ RELAY_TRANSCRIPTION_PROVIDER: 'Google' }).relay.speechModels).toEqual({ en: 'telephony', es: 'telephony' });
    expect(() => telephonyConfig({ RELAY_SPEECH_MODEL_ES: 'flux' })).toThrow("RELAY_SPEECH_MODEL_ES: Deepgram's flux does not transcribe es-US");
    expect(() => telephonyConfig({ RELAY_SPEECH_MODEL_EN: 'nova-9' })).toThrow('RELAY_SPEECH_MODEL_EN: Deepgram has no speech model "nova-9"');
    // The sandbox line (no account) runs on plain http, as on `npm start`.
    expect(telephonyConfig({ PUBLIC_URL: 'http://localhost:8080' })).toMatchObject({ provider: 'sandbox' });
  });
});
