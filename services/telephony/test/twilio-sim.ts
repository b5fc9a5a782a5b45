/**
 * A Twilio simulator for the tests: it signs webhooks exactly as Twilio does (HMAC-SHA1, keyed with the
 * auth token, of the full URL followed by every POST parameter's name and value in name order, base64)
 * and speaks the ConversationRelay WebSocket protocol as Twilio's side (setup, prompt, interrupt, dtmf in;
 * text, language, end out). A fake of Twilio's media host serves recordings behind basic auth.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';

/** Twilio's signature, written out (not the twilio library's). */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .reduce((acc, [key, value]) => acc + key + value, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

export const newCallSid = () => `CA${randomBytes(16).toString('hex')}`;
export const newRecordingSid = () => `RE${randomBytes(16).toString('hex')}`;

export interface WebhookAnswer {
  status: number;
  text: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The <Parameter>s of a TwiML document: what Twilio hands the relay socket as the setup's customParameters. */
export function twimlParameters(twiml: string): Record<string, string> {
  return Object.fromEntries([...twiml.matchAll(/<Parameter name="([^"]*)" value="([^"]*)"\/>/g)].map(([, name = '', value = '']) => [decode(name), decode(value)]));
}

/** An attribute of the first element of a name in a TwiML document. */
export function twimlAttr(twiml: string, element: string, attr: string): string | undefined {
  const [, attributes] = new RegExp(`<${element}\\b([^>]*)>`).exec(twiml) ?? [];
  if (attributes === undefined) return undefined;
  const [, value] = new RegExp(`\\s${attr}="([^"]*)"`).exec(attributes) ?? [];
  return value === undefined ? undefined : decode(value);
}

export class TwilioSim {
  constructor(
    /** Where the service listens (the requests go here). */
    readonly baseUrl: string,
    /** The URL Twilio is configured with (the one it signs): PUBLIC_URL. */
    readonly publicUrl: string,
    readonly authToken: string,
    readonly accountSid = `AC${'0'.repeat(32)}`,
  ) {}

  async webhook(path: string, params: Record<string, string>, o: { signature?: string | null; headers?: Record<string, string>; token?: string } = {}): Promise<WebhookAnswer> {
    const signature = o.signature === undefined ? twilioSignature(o.token ?? this.authToken, `${this.publicUrl}${path}`, params) : o.signature;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature !== null ? { 'x-twilio-signature': signature } : {}), ...(o.headers ?? {}) },
      body: new URLSearchParams(params).toString(),
    });
    return { status: res.status, text: await res.text() };
  }

  /**
   * A JSON body, signed as Twilio signs one: the body's SHA-256 (hex) goes in the URL as `bodySHA256`, and
   * the signature covers that URL alone.
   */
  async webhookJson(path: string, body: Record<string, unknown>, o: { tamper?: boolean } = {}): Promise<WebhookAnswer> {
    const text = JSON.stringify(body);
    const signedPath = `${path}?bodySHA256=${createHash('sha256').update(text).digest('hex')}`;
    const signature = twilioSignature(this.authToken, `${this.publicUrl}${signedPath}`, {});
    const res = await fetch(`${this.baseUrl}${signedPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-twilio-signature': signature },
      body: o.tamper ? text.replace('"in-progress"', '"completed"') : text,
    });
    return { status: res.status, text: await res.text() };
  }

  /** An inbound call: the voice webhook as Twilio posts it. */
  async call(o: { to: string; from: string; callSid?: string }) {
    const callSid = o.callSid ?? newCallSid();
    const answer = await this.webhook('/twilio/voice', {
      AccountSid: this.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: 'ringing',
      Called: o.to,
      Caller: o.from,
      Direction: 'inbound',
      From: o.from,
      FromCity: 'LOS ANGELES',
      FromState: 'CA',
      To: o.to,
      ToState: 'NY',
    });
    return { callSid, ...answer, relayUrl: twimlAttr(answer.text, 'ConversationRelay', 'url'), parameters: twimlParameters(answer.text) };
  }

  status(callSid: string, o: { status: string; duration?: number; from?: string; to?: string }) {
    return this.webhook('/twilio/status', {
      AccountSid: this.accountSid,
      ApiVersion: '2010-04-01',
      CallSid: callSid,
      CallStatus: o.status,
      ...(o.duration !== undefined ? { CallDuration: String(o.duration) } : {}),
      Direction: 'inbound',
      From: o.from ?? '',
      To: o.to ?? '',
      Timestamp: new Date().toUTCString(),
    });
  }

  recording(callSid: string, o: { recordingSid: string; url: string; duration?: number }) {
    return this.webhook('/twilio/recording', {
      AccountSid: this.accountSid,
      CallSid: callSid,
      RecordingSid: o.recordingSid,
      RecordingUrl: o.url,
      RecordingStatus: 'completed',
      RecordingDuration: String(o.duration ?? 30),
      RecordingChannels: '2',
      RecordingSource: 'StartCallRecordingTwiML',
      RecordingStartTime: new Date().toUTCString(),
    });
  }

  relayAction(callSid: string, o: { handoffData?: string; sessionStatus?: string; callStatus?: string } = {}) {
    return this.webhook('/twilio/relay-action', {
      AccountSid: this.accountSid,
      CallSid: callSid,
      CallStatus: o.callStatus ?? 'in-progress',
      SessionId: `VX${randomBytes(16).toString('hex')}`,
      SessionStatus: o.sessionStatus ?? 'ended',
      SessionDuration: '42',
      ...(o.handoffData !== undefined ? { HandoffData: o.handoffData } : {}),
    });
  }

  dialResult(callSid: string, o: { dialStatus: string; query?: string }) {
    return this.webhook(`/twilio/dial-result${o.query ?? ''}`, {
      AccountSid: this.accountSid,
      CallSid: callSid,
      CallStatus: 'in-progress',
      DialCallSid: newCallSid(),
      DialCallStatus: o.dialStatus,
      DialCallDuration: o.dialStatus === 'completed' ? '61' : '0',
    });
  }

  /** The <Dial action> Twilio requests when a dialled leg ends (the URL as the TwiML gave it). */
  dialEnded(actionUrl: string, callSid: string, dialStatus: string) {
    const path = actionUrl.replace(this.publicUrl, '');
    return this.webhook(path, {
      AccountSid: this.accountSid,
      CallSid: callSid,
      CallStatus: 'in-progress',
      DialCallSid: newCallSid(),
      DialCallStatus: dialStatus,
      DialCallDuration: dialStatus === 'completed' ? '61' : '0',
    });
  }

  /** The <Gather action> of a whisper: the key the answering person pressed (on the child call). */
  keyPress(actionUrl: string, parentCallSid: string, digits: string) {
    const path = actionUrl.replace(this.publicUrl, '');
    return this.webhook(path, { AccountSid: this.accountSid, CallSid: newCallSid(), ParentCallSid: parentCallSid, CallStatus: 'in-progress', Digits: digits, FinishedOnKey: '' });
  }

  /** The whisper URL Twilio requests when the transferred-to person answers (on the child call). */
  whisper(url: string, parentCallSid: string) {
    const path = url.replace(this.publicUrl, '');
    return this.webhook(path, { AccountSid: this.accountSid, CallSid: newCallSid(), ParentCallSid: parentCallSid, CallStatus: 'in-progress', Direction: 'outbound-api' });
  }

  /**
   * Opens the relay socket as Twilio does after reading <ConversationRelay url>: the handshake signed for
   * the public URL (whichever process it reaches), or with the given signature, or unsigned (null).
   */
  relay(url: string, o: { signature?: string | null } = {}): Promise<RelayClient> {
    const { pathname, search } = new URL(url);
    const signature = o.signature === undefined ? twilioSignature(this.authToken, `${this.publicUrl.replace(/^http/, 'ws')}${pathname}${search}`, {}) : o.signature;
    return RelayClient.open(url, signature === null ? {} : { 'x-twilio-signature': signature });
  }
}

export type RelayOut = {
  type: string;
  token?: string;
  last?: boolean;
  lang?: string;
  handoffData?: string;
  ttsLanguage?: string;
  transcriptionLanguage?: string;
  description?: string;
};

/** Twilio's side of one ConversationRelay socket. */
export class RelayClient {
  readonly received: RelayOut[] = [];
  private waiters: Array<() => void> = [];
  closed = false;
  closeCode = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse((data as Buffer).toString()) as RelayOut);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<RelayClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const client = new RelayClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req: unknown, res: http.IncomingMessage) => reject(new Error(`relay refused: HTTP ${res.statusCode}`)));
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  setup(o: { callSid: string; from: string; to: string; customParameters?: Record<string, string> }): void {
    this.send({
      type: 'setup',
      sessionId: `VX${randomBytes(16).toString('hex')}`,
      accountSid: `AC${'0'.repeat(32)}`,
      parentCallSid: '',
      callSid: o.callSid,
      from: o.from,
      to: o.to,
      forwardedFrom: '',
      callType: 'PSTN',
      callerName: '',
      direction: 'inbound',
      callStatus: 'RINGING',
      customParameters: o.customParameters ?? {},
    });
  }

  prompt(text: string, lang = 'en-US'): void {
    this.send({ type: 'prompt', voicePrompt: text, lang, last: true });
  }

  interrupt(heard: string, ms = 900): void {
    this.send({ type: 'interrupt', utteranceUntilInterrupt: heard, durationUntilInterruptMs: String(ms) });
  }

  dtmf(digit: string): void {
    this.send({ type: 'dtmf', digit });
  }

  /** A playback report, as ConversationRelay sends for its `speaker-events` and `tokens-played` debug options. */
  info(name: 'agentSpeaking' | 'clientSpeaking' | 'tokensPlayed' | 'roundTripDelayMs', value: string): void {
    this.send({ type: 'info', name, value });
  }

  /** The received message at an index (one waitFor returned); fails when there is none. */
  message(i: number): RelayOut {
    const m = this.received[i];
    if (!m) throw new Error(`no relay message ${i}: ${this.received.length} received`);
    return m;
  }

  /** Waits until a received message (from index `from`) matches; returns its index. */
  async waitFor(match: (m: RelayOut) => boolean, from = 0, ms = 10_000): Promise<number> {
    const end = Date.now() + ms;
    for (;;) {
      const i = this.received.findIndex((m, k) => k >= from && match(m));
      if (i >= 0) return i;
      if (this.closed) throw new Error(`relay closed (${this.closeCode}) while waiting; got ${JSON.stringify(this.received.slice(from))}`);
      const left = end - Date.now();
      if (left <= 0) throw new Error(`relay message not received in time; got ${JSON.stringify(this.received.slice(from))}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  /** Says something and returns the employee's whole reply (the text tokens up to the last). */
  async say(text: string, lang = 'en-US'): Promise<string> {
    const from = this.received.length;
    this.prompt(text, lang);
    const end = await this.waitFor((m) => m.type === 'text' && m.last === true, from);
    return this.textBetween(from, end);
  }

  textBetween(from: number, to: number): string {
    return this.received
      .slice(from, to + 1)
      .filter((m) => m.type === 'text')
      .map((m) => m.token ?? '')
      .join('')
      .trim();
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close(1000);
    });
  }

  whenClosed(ms = 15_000): Promise<number> {
    return this.waitFor(() => false, 0, ms).then(
      () => this.closeCode,
      () => (this.closed ? this.closeCode : Promise.reject(new Error('relay not closed in time'))),
    );
  }
}

/** Twilio's media host: recordings behind basic auth (account SID : auth token), as MP3. */
export async function fakeTwilioMedia(accountSid: string, authToken: string) {
  // An MPEG audio frame header, then noise: what the recording service recognises as MP3.
  const audio = Buffer.concat([Buffer.from('fffb9064', 'hex'), randomBytes(4096)]);
  const fetched: string[] = [];
  const server = http.createServer((req, res) => {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="Twilio API"' });
      return void res.end();
    }
    fetched.push(req.url ?? '');
    if (!/\/Recordings\/RE[0-9a-f]{32}\.mp3$/.test(req.url ?? '')) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(audio.length) });
    res.end(audio);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    audio,
    fetched,
    /** RecordingUrl as Twilio sends it (without an extension). */
    url: (recordingSid: string) => `${base}/2010-04-01/Accounts/${accountSid}/Recordings/${recordingSid}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
