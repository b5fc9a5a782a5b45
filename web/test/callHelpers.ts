// Helpers for the browser-call tests: a scriptable SpeechRecognition, microphone failures, waiting for
// call states, typed turns, and an owner with an agent set up through the API.
import type { Page } from 'playwright-core';
import { waitForPath } from './harness';

/** Removes the browser's speech recognition (the call then takes typed turns only). */
export const NO_SPEECH_RECOGNITION = () => {
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
};

/**
 * A SpeechRecognition the test drives: `window.__speak(text)` delivers a final utterance,
 * `window.__recognitionError(code)` a recogniser error; `window.__recognitionLang` is the locale asked for.
 */
export const FAKE_SPEECH_RECOGNITION = () => {
  type Handler = ((event: unknown) => void) | null;
  const w = window as unknown as Record<string, unknown>;
  const live: FakeRecognition[] = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    started = false;
    start() {
      this.started = true;
      w.__recognitionLang = this.lang;
      if (!live.includes(this)) live.push(this);
    }
    stop() {
      this.started = false;
      this.onend?.();
    }
    abort() {
      this.started = false;
    }
  }
  const current = () => live.filter((r) => r.started).at(-1);
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
  w.__speak = (text: string) => {
    const recognizer = current();
    if (!recognizer) return false;
    const interim = Object.assign([{ transcript: text.slice(0, Math.ceil(text.length / 2)) }], { isFinal: false });
    recognizer.onresult?.({ resultIndex: 0, results: [interim] });
    const final = Object.assign([{ transcript: text }], { isFinal: true });
    recognizer.onresult?.({ resultIndex: 0, results: [final] });
    return true;
  };
  w.__recognitionError = (code: string) => {
    const recognizer = current();
    recognizer?.onerror?.({ error: code });
    if (recognizer) recognizer.onend?.();
  };
};

/**
 * Microphone failures on demand: set `window.__micFailure` to a DOMException name ('NotAllowedError',
 * 'NotReadableError', 'NotFoundError', 'TypeError') or 'nodevice' (no audio input listed), and
 * `window.__micDelayMs` to hold getUserMedia back.
 */
export const MICROPHONE_CONTROL = () => {
  const w = window as unknown as { __micFailure?: string; __micDelayMs?: number };
  const devices = navigator.mediaDevices;
  const realGet = devices.getUserMedia.bind(devices);
  const realEnumerate = devices.enumerateDevices.bind(devices);
  devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    if (w.__micDelayMs) await new Promise((resolve) => setTimeout(resolve, w.__micDelayMs));
    const failure = w.__micFailure;
    if (failure === 'nodevice') throw new DOMException('Requested device not found', 'NotFoundError');
    if (failure) throw new DOMException(`Simulated ${failure}`, failure);
    return realGet(constraints);
  };
  devices.enumerateDevices = async () => {
    const list = await realEnumerate();
    return w.__micFailure === 'nodevice' ? list.filter((d) => d.kind !== 'audioinput') : list;
  };
};

export type DemoState = 'IDLE' | 'CONNECTING' | 'LISTENING' | 'THINKING' | 'SPEAKING' | 'TRANSFERRING' | 'ENDED';

/** Waits until the demo dialog's state label is one of `states`. */
export async function waitForCallState(page: Page, states: DemoState | DemoState[], timeout = 90_000): Promise<DemoState> {
  const wanted = Array.isArray(states) ? states : [states];
  const handle = await page.waitForFunction(
    (list: string[]) => {
      const state = document.querySelector('[data-testid="call-state"]')?.getAttribute('data-state');
      return state && list.includes(state) ? state : null;
    },
    wanted,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as DemoState;
}

export type TestIndicator = 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended';

/** Waits until the test page's indicator is one of `indicators`. */
export async function waitForIndicator(page: Page, indicators: TestIndicator | TestIndicator[], timeout = 90_000): Promise<TestIndicator> {
  const wanted = Array.isArray(indicators) ? indicators : [indicators];
  const handle = await page.waitForFunction(
    (list: string[]) => {
      const value = document.querySelector('[data-testid="test-indicator"]')?.getAttribute('data-indicator');
      return value && list.includes(value) ? value : null;
    },
    wanted,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as TestIndicator;
}

/** Polls `read` until it equals `expected` (or the time is up) and returns the last value. */
export async function until<T>(read: () => T | Promise<T>, expected: T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

export const agentMessages = (page: Page) => page.getByTestId('agent-message');

/** The text of the employee's newest line. */
export async function lastAgentLine(page: Page): Promise<string> {
  return (await agentMessages(page).last().locator('.conversation-bubble').innerText()).trim();
}

/**
 * A typed turn: waits until the employee has answered and finished speaking (listening again, or the
 * call stopped), and returns the answer.
 */
export async function say(page: Page, text: string, done: () => Promise<unknown>): Promise<string> {
  const before = await agentMessages(page).count();
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="agent-message"]').length > n, before, { timeout: 60_000 });
  await done();
  return lastAgentLine(page);
}

export interface Owner {
  email: string;
  password: string;
  accessToken: string;
  agentId: string;
  agentName: string;
  companyName: string;
}

async function apiCall<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The owner's API (JSON, their bearer token); the owner is read when a request is made. A failure throws. */
export function ownerApi(baseUrl: () => string, owner: () => Owner) {
  return <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> =>
    apiCall<T>(baseUrl(), path, { method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'), body: init.body, token: owner().accessToken });
}

/** Buys the first sandbox number of an area code for the owner's agent; returns it (E.164). */
export async function buySandboxNumber(api: ReturnType<typeof ownerApi>, agentId: string, areaCode = '512'): Promise<string> {
  const { numbers } = await api<{ numbers: { phoneNumber: string }[] }>(`/searchPhoneNumbers?areaCode=${areaCode}`);
  const number = numbers[0]!.phoneNumber;
  await api('/purchasePhoneNumber', { body: { phoneNumber: number, agentId, friendlyName: 'Main line' } });
  return number;
}

/** A new owner, onboarded, with one English maintenance agent (through the API). */
export async function createOwner(baseUrl: string, email: string, agentName = 'Riley'): Promise<Owner> {
  const password = 'correct-horse';
  const companyName = 'Oak Lane Rentals';
  const tokens = await apiCall<{ accessToken: string }>(baseUrl, '/auth/signup', { method: 'POST', body: { email, password, displayName: 'Jordan Rivera' } });
  const token = tokens.accessToken;
  await apiCall(baseUrl, '/completeOnboarding', { method: 'POST', token, body: { companyName, industry: 'property_management', timezone: 'America/Chicago' } });
  const { voices } = await apiCall<{ voices: { name: string; naturalGender?: string }[] }>(baseUrl, '/getAvailableVoices?languageCode=en-US&provider=google', { token });
  const voice = voices[0]!;
  const created = await apiCall<{ agent: { id: string } }>(baseUrl, '/createAIEmployee', {
    method: 'POST',
    token,
    body: {
      templateIndustry: 'property_management',
      templateType: 'maintenance',
      customName: agentName,
      language: 'en',
      customizations: {
        company: { name: companyName },
        agent: { name: agentName },
        schedule: { timezone: 'America/Chicago', businessHours: { hours: '9:00 AM - 5:00 PM' } },
        knowledgebase: 'Rent is due on the 1st. Parking is in the back lot.',
        voiceSettings: { provider: 'google', languageCode: 'en-US', name: voice.name, naturalGender: voice.naturalGender ?? 'MALE', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'full',
      },
    },
  });
  return { email, password, accessToken: token, agentId: created.agent.id, agentName, companyName };
}

export async function signIn(page: Page, owner: Owner): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath(page, '/dashboard');
}

/** An answer of the API: its status, and its JSON body as the test expects it. */
export interface PageAnswer<T> {
  status: number;
  body: T;
}

/** A JSON request from the page with the stored session's bearer. */
export async function pageApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<PageAnswer<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('landline.session') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${session.accessToken}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

/** Writes a 16-bit mono WAV of a voice-like sound (harmonics of 140 Hz, syllable-like swells) for the fake microphone. */
export function voiceLikeWav(seconds = 30, sampleRate = 48_000): Buffer {
  const samples = seconds * sampleRate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / sampleRate;
    let value = 0;
    for (let h = 1; h <= 20; h++) value += Math.sin(2 * Math.PI * 140 * h * t + h) / h;
    const swell = 0.55 + 0.45 * Math.sin(2 * Math.PI * 3.5 * t);
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, (value * swell) / 2.2)) * 20_000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A browser test call of the owner's agent, saved as the /test page saves it (`lines` 6 s apart, ending now); its id. */
export async function saveTestCall(page: Page, owner: Owner, lines: Array<['model' | 'user', string]>): Promise<string> {
  const end = Date.now() - 2_000;
  const start = end - lines.length * 6_000;
  const callId = `web-test-${owner.agentName.toLowerCase()}-${start}`;
  const result = await pageApi<{ success: boolean }>(page, '/saveWebTranscript', {
    method: 'POST',
    body: {
      callId,
      agentId: owner.agentId,
      agentName: owner.agentName,
      employee: 'maintenance',
      language: 'en',
      transcript: lines.map(([role, text], i) => ({ role, text, timestamp: new Date(start + i * 6_000).toISOString() })),
      transfers: [],
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      audioUrl: '',
      tokenUsage: 200,
    },
  });
  if (result.status !== 200) throw new Error(`saveWebTranscript answered ${result.status}`);
  return callId;
}
