import { CALL_LOG_MESSAGES } from '@landline/platform/callLog';
import { WORK_ORDER_MESSAGES } from '@landline/platform/workOrders';
import {
  ACCOUNT_MESSAGES,
  agent,
  BILLING_MESSAGES,
  call,
  CALL_MESSAGES,
  chatBody,
  CHAT_MESSAGES,
  createAgentBody,
  DELETE_ACCOUNT_MESSAGES,
  NOTIFICATION_MESSAGES,
  routes,
  splitKey,
  type Route,
  WEBHOOK_ROUTE_MESSAGES,
  WORK_ORDER_ROUTE_MESSAGES,
} from '../src';
import { numeric, text, textList, time } from '../src/read';
import type { z } from 'zod';

const problem = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? '' : parsed.error.issues[0]?.message;
};
const body = (key: keyof typeof routes) => (routes[key] as Route).body!;
const query = (key: keyof typeof routes) => (routes[key] as Route).query!;

describe('reading loose input the services check themselves', () => {
  it('reads a wrong type as empty rather than refusing it', () => {
    expect(text().parse(42)).toBe('');
    expect(text().parse(undefined)).toBe('');
    expect(numeric().parse('1.5')).toBe(1.5);
    expect(numeric().parse('')).toBeUndefined();
    expect(numeric().parse({})).toBeNaN();
    expect(textList().parse('a@example.com')).toEqual(['a@example.com']);
    expect(textList().parse(null)).toEqual([]);
    expect(textList().parse(['a', 5, {}])).toEqual(['a', '5', '']);
  });

  it('reads times as ISO text from ISO text, epoch milliseconds or seconds, and seconds-style objects', () => {
    expect(time().parse('2025-10-21T15:00:00Z')).toBe('2025-10-21T15:00:00.000Z');
    expect(time().parse(1_761_058_800_000)).toBe('2025-10-21T15:00:00.000Z');
    expect(time().parse('1761058800')).toBe('2025-10-21T15:00:00.000Z');
    expect(time().parse({ seconds: 1_761_058_800, nanoseconds: 5_000_000 })).toBe('2025-10-21T15:00:00.005Z');
    expect(time().parse({ _seconds: 1_761_058_800 })).toBe('2025-10-21T15:00:00.000Z');
    expect(time().parse('garbage')).toBe('');
    expect(time().parse(null)).toBe('');
  });
});

describe('requests: what the gateway refuses, with the spec and service messages', () => {
  it('refuses a browser call record without a call id of this product, and drops unreadable entries', () => {
    expect(problem(body('POST /saveWebTranscript'), { callId: 'call-1' })).toBe(CALL_MESSAGES.badCallId);
    const saved = body('POST /saveWebTranscript').parse({
      callId: 'web-test-max-1761058800000',
      transcript: [null, { role: 'robot', text: 'x' }, { role: 'assistant', content: 'Hello there' }, { role: 'user', text: '  ' }],
      transfers: 'none',
      tokenUsage: { totalTokens: 512.7 },
      language: 'fr',
      startTime: 'garbage',
    });
    expect(saved).toMatchObject({ transcript: [{ role: 'model', text: 'Hello there', timestamp: '' }], transfers: [], tokenUsage: 512, language: 'en', startTime: '' });
  });

  it('words account, onboarding and billing refusals as the contract says', () => {
    expect(problem(body('POST /deleteAccount'), { confirmation: 'delete' })).toBe(DELETE_ACCOUNT_MESSAGES.confirmDelete);
    expect(problem(body('POST /deleteAccount'), [])).toBe(DELETE_ACCOUNT_MESSAGES.confirmDelete);
    expect(problem(body('POST /completeOnboarding'), { propertyCount: 'many' })).toBe(ACCOUNT_MESSAGES.propertyCount);
    expect(body('POST /completeOnboarding').parse({ propertyCount: '' })).toMatchObject({ companyName: '', propertyCount: undefined });
    expect(problem(query('GET /getUsageHistory'), { days: '91' })).toBe(BILLING_MESSAGES.badDays);
    expect(query('GET /getUsageHistory').parse({})).toEqual({ days: 30 });
  });

  it('words the filters, notifications, webhooks and work orders refusals', () => {
    expect(problem(query('GET /getRecentCalls'), { urgency: 'panic' })).toBe(CALL_LOG_MESSAGES.badUrgency);
    expect(problem(query('GET /getRecentCalls'), { from: '2025-10-08', to: '2025-10-01' })).toBe(CALL_LOG_MESSAGES.badRange);
    expect(problem(query('GET /getNotifications'), { callId: 'a b', limit: '500' })).toBe(NOTIFICATION_MESSAGES.badCallId);
    expect(problem(query('GET /getNotifications'), { limit: '500' })).toBe(NOTIFICATION_MESSAGES.badLimit);
    expect(problem(body('POST /saveWebhook'), { url: 'ftp://x' })).toBe(WEBHOOK_ROUTE_MESSAGES.urlScheme);
    expect(problem(body('POST /saveWebhook'), [])).toBe(WEBHOOK_ROUTE_MESSAGES.notObject);
    expect(problem(body('POST /updateWorkOrder'), { status: 'done' })).toBe(WORK_ORDER_ROUTE_MESSAGES.callIdRequired);
    expect(problem(body('POST /updateWorkOrder'), { callId: 'c1', status: 'later' })).toBe(WORK_ORDER_MESSAGES.badStatus);
    expect(body('POST /forwardWorkOrder').parse({ callId: 'c1', to: 'a@example.com, b@example.com' })).toMatchObject({ to: ['a@example.com', 'b@example.com'] });
  });

  it('reads the chat body, refusing a history that is not a list', () => {
    expect(problem(chatBody, { history: 'hi' })).toBe(CHAT_MESSAGES.history);
    expect(chatBody.parse({ message: 'hi', customConfig: { a: 1 }, interrupted: 'true' })).toMatchObject({
      message: 'hi',
      customConfig: '{"a":1}',
      interrupted: true,
      language: '',
    });
  });

  it('reads an agent in parts: a single email is a list, text flags are flags, an unreadable ring time is refused by the service', () => {
    const parsed = createAgentBody.parse({
      customizations: { notifications: { emails: 'a@example.com' }, features: { callRecording: 'false' } },
      transferConfig: { ringSeconds: 2.5, ladder: [{ name: 'Ana' }] },
    });
    expect(parsed.customizations?.notifications).toEqual({ emails: ['a@example.com'], phones: undefined });
    expect(parsed.customizations?.features?.callRecording).toBe(false);
    expect(parsed.transferConfig).toMatchObject({ ringSeconds: -1, ladder: [{ name: 'Ana', phone: '' }] });
  });
});

describe('answers: the schemas take what the gateway sends and nothing else', () => {
  const template = {
    name: 'Maintenance',
    title: 'Maintenance Coordinator',
    description: '',
    features: [],
    avatarUrl: '',
    industry: 'property_management',
    type: 'maintenance',
    voiceId: '',
    voiceIds: { en: '', es: '' },
    systemPrompts: { en: '', es: '' },
  };
  const sample = {
    id: 'a1',
    customName: 'Max',
    status: 'active',
    language: 'en',
    template,
    templateType: 'maintenance',
    templateIndustry: 'property_management',
    phoneNumber: null,
    createdAt: '2025-10-21T15:00:00.000Z',
    updatedAt: '2025-10-21T15:00:00.000Z',
    customizations: {
      company: { name: 'Acme', address: '', phone: '' },
      agent: { name: 'Max' },
      schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
      knowledgebase: '',
      voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      afterHours: '',
      bilingual: false,
      notifications: { emails: [], phones: [] },
    },
    transferConfig: { enabled: false, transferNumber: '', ladder: [], ringSeconds: 20 },
  };

  it('takes an agent, leaving out fields of the record the contract does not show', () => {
    expect(agent.parse({ ...sample, ownerId: 'u1', _phoneNumber: 'phoneNumber' })).toEqual(sample);
    expect(agent.safeParse({ ...sample, language: 'fr' }).success).toBe(false);
  });

  it('takes a call with ISO times or none', () => {
    const parsed = call.safeParse({
      id: 'CA1',
      callSource: 'phone',
      callType: 'phone_customer',
      templateType: '',
      status: 'completed',
      duration: 60,
      metrics: { totalDuration: 60, transferCount: 0 },
      startTime: '2025-10-21T15:00:00.000Z',
      endTime: null,
      transfers: [],
      transferCount: 0,
      from: { phoneNumber: '+14155550199' },
      to: { phoneNumber: '+14155550100' },
      callerNumber: '+14155550199',
      phoneNumber: '+14155550100',
      agentId: 'a1',
      agentName: 'Max',
      employee: null,
      firstMessagePreview: '',
      hasRecording: false,
      recordingUrl: null,
      messages: [{ role: 'assistant', content: 'Hello', timestamp: null }],
      transcript: [{ role: 'model', text: 'Hello', timestamp: null }],
      emergency: false,
      urgency: '',
      outcomes: [],
      language: 'en',
      totalTokens: 0,
      request: null,
    });
    expect(parsed.success).toBe(true);
  });
});

describe('the route table', () => {
  it('names each route by method and Express path, with a JSON answer or another media type', () => {
    for (const [key, route] of Object.entries(routes) as [string, Route][]) {
      const { method, path } = splitKey(key);
      expect([key, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method), path.startsWith('/')]).toEqual([key, true, true]);
      expect([key, Boolean(route.response) !== Boolean(route.media)]).toEqual([key, true]);
    }
  });
});
