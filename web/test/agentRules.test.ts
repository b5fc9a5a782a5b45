import { ApiError, NetworkError, SessionExpiredError } from '../src/api/errors';
import { toAgentList } from '../src/api/agentList';
import {
  PREMIUM_AREA_CODES,
  TRANSFER_FORMAT,
  TRANSFER_PREMIUM,
  TRANSFER_REQUIRED,
  agentAvatarUrl,
  agentTemplateLabel,
  detailDeleteErrorText,
  formatDate,
  formatMonthlyPrice,
  formatPhoneNumber,
  initialOf,
  isAgentLimit,
  isTrialPhoneLimit,
  LADDER_HELP,
  ON_CALL_DUPLICATE,
  RING_TIME_HELP,
  RING_TIME_RANGE,
  TOO_MANY_ON_CALL_CONTACTS,
  ladderRowErrors,
  normalizeLadder,
  validateLadder,
  validateRingSeconds,
  defaultNotificationEmails,
  languageChoiceOf,
  languageLabel,
  listDeleteErrorText,
  noVoicesMessage,
  pickVoice,
  searchErrorText,
  toAgentLanguage,
  phonesFollowTransfer,
  validateNotificationEmails,
  validateNotificationPhones,
  displayNotificationPhones,
  normalizeNotificationPhones,
  validateTransferNumber,
  voiceLanguageCode,
  voiceSaveBlock,
} from '../src/pages/agents/agentRules';
import { buildCreatePayload } from '../src/pages/onboarding/createPayload';
import { customizePhones, defaultCustomizeData, sanitizeAreaCode, stepsFor } from '../src/pages/onboarding/onboardingSteps';
import type { Agent, Voice } from '@landline/api';
import { partial } from './partial';

describe('transfer number (spec section 5)', () => {
  test('required, a number as people type it, and no premium-rate area codes after country code 1', () => {
    expect(validateTransferNumber(false, '')).toBeUndefined();
    expect(validateTransferNumber(true, '')).toBe(TRANSFER_REQUIRED);
    expect(validateTransferNumber(true, '   ')).toBe(TRANSFER_REQUIRED);
    expect(TRANSFER_REQUIRED).toBe('Transfer number is required when call transfer is enabled');
    for (const bad of ['12', '212555123', '+0212555', '+1', '+12', '+1234567890123456', '212 555 1234 ext 4', 'abc']) {
      expect([bad, validateTransferNumber(true, bad)]).toEqual([bad, TRANSFER_FORMAT]);
    }
    for (const typed of ['(415) 555-0199', '415.555.0199', '4155550199', '+1 415 555 0199', '+1-415-555-0199', '001 415 555 0199', '+52 55 1234 5678']) {
      expect([typed, validateTransferNumber(true, typed)]).toEqual([typed, undefined]);
    }
    expect(TRANSFER_FORMAT).toBe('Phone number must be in E.164 format (e.g., +12125551234)');
    expect(PREMIUM_AREA_CODES).toHaveLength(22);
    for (const code of PREMIUM_AREA_CODES) {
      expect(validateTransferNumber(true, `+1${code}5551234`)).toBe(TRANSFER_PREMIUM);
      expect(validateTransferNumber(true, `(${code}) 555-1234`)).toBe(TRANSFER_PREMIUM);
    }
    expect(TRANSFER_PREMIUM).toBe('Premium-rate numbers are not allowed for transfers');
    expect(validateTransferNumber(true, '+12125551234')).toBeUndefined();
    expect(validateTransferNumber(true, '+442079460000')).toBeUndefined();
    // Only +1 numbers carry North American area codes.
    expect(validateTransferNumber(true, '+449005551234')).toBeUndefined();
  });
});

describe('on-call ladder (as the agent service checks it)', () => {
  const TRANSFER = '+12125551234';
  const dana = { name: 'Dana Ruiz', phone: '+13125550100' };
  const lee = { name: 'Lee', phone: '+16175550123' };

  test('the texts of the form', () => {
    expect(LADDER_HELP).toBe('If nobody answers the transfer number, these people are called in order. Each hears who is calling and presses 1 to take the call or 2 to pass.');
    expect(RING_TIME_HELP).toBe('How long each phone rings before the next one is tried.');
  });

  test('each row: a name of at most 60 characters, an E.164 number that is not premium-rate, the transfer number or a repeat', () => {
    expect(ladderRowErrors([dana, lee], TRANSFER)).toEqual([{}, {}]);
    expect(ladderRowErrors([dana, { name: '  ', phone: '+16175550123' }], TRANSFER)).toEqual([{}, { name: 'On-call contact 2 needs a name' }]);
    expect(ladderRowErrors([{ name: 'x'.repeat(61), phone: '' }], TRANSFER)).toEqual([
      { name: 'On-call contact 1: Name is too long (at most 60 characters)', phone: 'On-call contact 1 needs a phone number' },
    ]);
    expect(ladderRowErrors([{ name: ` ${'x'.repeat(60)} `, phone: lee.phone }], TRANSFER)).toEqual([{}]);
    expect(ladderRowErrors([dana, { name: 'Lee', phone: '617555012' }], TRANSFER)[1]).toEqual({
      phone: 'On-call contact 2: Phone number must be in E.164 format (e.g., +12125551234)',
    });
    expect(ladderRowErrors([dana, { name: 'Lee', phone: '(617) 555-0123' }], TRANSFER)[1]).toEqual({});
    expect(ladderRowErrors([dana, { name: 'Lee', phone: '(312) 555-0100' }], TRANSFER)[1]).toEqual({ phone: ON_CALL_DUPLICATE });
    expect(ladderRowErrors([dana, { name: 'Lee', phone: '+19005550123' }], TRANSFER)[1]).toEqual({
      phone: 'On-call contact 2: Premium-rate numbers are not allowed for transfers',
    });
    expect(ladderRowErrors([dana, { name: 'Lee', phone: ' +13125550100 ' }], TRANSFER)[1]).toEqual({ phone: ON_CALL_DUPLICATE });
    expect(ON_CALL_DUPLICATE).toBe('On-call contacts must have different numbers');
    expect(ladderRowErrors([{ name: 'Lee', phone: TRANSFER }], ` ${TRANSFER} `)[0]).toEqual({ phone: 'On-call contact 1 has the transfer number, which already rings first' });
    expect(ladderRowErrors([{ name: 'Lee', phone: TRANSFER }], formatPhoneNumber(TRANSFER))[0]).toEqual({
      phone: 'On-call contact 1 has the transfer number, which already rings first',
    });
    // a blank row is left out, and rows keep the numbers they are shown with
    expect(ladderRowErrors([dana, { name: ' ', phone: '' }, { name: '', phone: lee.phone }], TRANSFER)).toEqual([{}, {}, { name: 'On-call contact 3 needs a name' }]);
  });

  test('ring time: whole seconds from 10 to 60', () => {
    for (const ok of [10, 20, 60]) expect(validateRingSeconds(ok)).toBeUndefined();
    for (const bad of [9, 61, 20.5, '', Number.NaN]) expect(validateRingSeconds(bad)).toBe(RING_TIME_RANGE);
    expect(RING_TIME_RANGE).toBe('Ring time must be between 10 and 60 seconds');
  });

  test('the first problem in form order, and the ladder sent', () => {
    const people = (k: number) => Array.from({ length: k }, (_, i) => ({ name: `P${i}`, phone: `+1312555010${i}` }));
    expect(validateLadder([], TRANSFER, 20)).toBeUndefined();
    expect(validateLadder(people(5), TRANSFER, 20)).toBeUndefined();
    expect(validateLadder(people(6), TRANSFER, 20)).toBe(TOO_MANY_ON_CALL_CONTACTS);
    expect(TOO_MANY_ON_CALL_CONTACTS).toBe('At most 5 on-call contacts are allowed');
    expect(validateLadder([...people(5), { name: '', phone: '' }], TRANSFER, 20)).toBeUndefined();
    expect(validateLadder([{ name: '', phone: 'x' }], TRANSFER, 5)).toBe('On-call contact 1 needs a name');
    expect(validateLadder([{ name: 'A', phone: 'x' }], TRANSFER, 5)).toBe('On-call contact 1: Phone number must be in E.164 format (e.g., +12125551234)');
    expect(validateLadder([dana], TRANSFER, 5)).toBe(RING_TIME_RANGE);
    expect(normalizeLadder([{ name: ' Dana Ruiz ', phone: ' (312) 555-0100 ' }, { name: '', phone: '  ' }, lee])).toEqual([dana, lee]);
  });
});

describe('notification recipients (as the agent service checks them)', () => {
  test('emails: valid, at most 10 after trimming, lower-casing and removing repeats', () => {
    expect(validateNotificationEmails([])).toBeUndefined();
    expect(validateNotificationEmails([' Ops@Example.com', 'ops@example.com', 'night.desk+calls@acme-pm.co.uk'])).toBeUndefined();
    expect(validateNotificationEmails(['ops@example.com', 'x'])).toBe('Notification email is not a valid email address: x');
    expect(validateNotificationEmails(['ops@example'])).toBe('Notification email is not a valid email address: ops@example');
    const many = Array.from({ length: 11 }, (_, i) => `user${i}@example.com`);
    expect(validateNotificationEmails(many.slice(0, 10))).toBeUndefined();
    expect(validateNotificationEmails(many)).toBe('At most 10 notification email addresses are allowed');
    expect(defaultNotificationEmails(' Owner@Example.com ')).toEqual(['owner@example.com']);
    expect(defaultNotificationEmails(null)).toEqual([]);
  });

  test("phones: the transfer number's rules, at most 5", () => {
    expect(validateNotificationPhones(['+12125551234', '+442071234567'])).toBeUndefined();
    expect(validateNotificationPhones(['(212) 555-1234', '2125551234'])).toBeUndefined();
    expect(validateNotificationPhones([' 12 '])).toBe('Phone number must be in E.164 format (e.g., +12125551234): 12');
    expect(normalizeNotificationPhones(['(212) 555-1234', '+1 212 555 1234', ' ', '12'])).toEqual(['+12125551234', '12']);
    expect(displayNotificationPhones(['+12125551234', '212.555.1234', '+525512345678'])).toEqual(['(212) 555-1234', '+52 55 1234 5678']);
    expect(validateNotificationPhones(['+18765551234'])).toBe('Premium-rate numbers are not allowed for notifications: +18765551234');
    expect(validateNotificationPhones(Array.from({ length: 6 }, (_, i) => `+1212555010${i}`))).toBe('At most 5 notification phone numbers are allowed');
  });

  test('the default phones follow the transfer number until chosen', () => {
    const values = { ...defaultCustomizeData('Maple'), transferEnabled: true, transferNumber: '+1900' };
    expect(customizePhones(values)).toEqual([]);
    expect(customizePhones({ ...values, transferNumber: ' +12125551234 ' })).toEqual(['(212) 555-1234']);
    expect(customizePhones({ ...values, transferNumber: '+12125551234', transferEnabled: false })).toEqual([]);
    expect(customizePhones({ ...values, transferNumber: '+12125551234', notifyPhones: [] })).toEqual([]);
    expect(phonesFollowTransfer(['+12125551234'], '+12125551234')).toBe(true);
    expect(phonesFollowTransfer(['(212) 555-1234'], '+12125551234')).toBe(true);
    expect(phonesFollowTransfer([], '')).toBe(false);
    expect(phonesFollowTransfer(['+12125551234', '+13125550199'], '+12125551234')).toBe(false);
  });
});

describe('language and voices', () => {
  test('"both" is English plus bilingual; voices load per locale', () => {
    expect(toAgentLanguage('both')).toEqual({ language: 'en', bilingual: true });
    expect(toAgentLanguage('es')).toEqual({ language: 'es', bilingual: false });
    expect(voiceLanguageCode('es')).toBe('es-US');
    expect(voiceLanguageCode('both')).toBe('en-US');
    expect(languageChoiceOf(partial<Agent>({ language: 'en', customizations: { bilingual: true } }))).toBe('both');
    expect(languageChoiceOf(partial<Agent>({ language: 'es', customizations: { bilingual: false } }))).toBe('es');
    expect(languageLabel('es')).toBe('Spanish');
    expect(languageLabel('en')).toBe('English');
    expect(noVoicesMessage('es-US')).toBe('No voices available for Spanish');
    expect(noVoicesMessage('en-US')).toBe('No voices available for English');
  });

  test('the current voice if offered, else the preferred one, else the first', () => {
    const voices = [partial<Voice>({ name: 'es-US-A', languageCode: 'es-US' }), partial<Voice>({ name: 'es-US-B', languageCode: 'es-US' })];
    expect(pickVoice(voices, 'es-US-B')?.name).toBe('es-US-B');
    expect(pickVoice(voices, 'en-US-X', ['es-US-B'])?.name).toBe('es-US-B');
    expect(pickVoice(voices, '', ['missing'])?.name).toBe('es-US-A');
    expect(pickVoice([], 'x')).toBeUndefined();
  });

  test('save is blocked while voices load, when they failed, or without a voice', () => {
    expect(voiceSaveBlock({ loading: true, failed: false, voiceName: undefined })).toEqual({ disabled: true, hint: null });
    expect(voiceSaveBlock({ loading: false, failed: true, voiceName: undefined })).toEqual({ disabled: true, hint: 'Cannot save: Voice loading failed' });
    expect(voiceSaveBlock({ loading: false, failed: false, voiceName: undefined })).toEqual({ disabled: true, hint: 'Cannot save: Please select a voice.' });
    expect(voiceSaveBlock({ loading: false, failed: false, voiceName: 'v' })).toEqual({ disabled: false, hint: null });
  });
});

describe('display helpers', () => {
  /** What the gateway sends for an agent whose template is gone: every field empty. */
  const NO_TEMPLATE = { name: '', title: '', type: '' };

  test('avatar by the lower-cased template name, initial fallback, template title or type', () => {
    expect(agentAvatarUrl(partial<Agent>({ template: { name: 'Maintenance' } }))).toBe('/avatars/maintenance.svg');
    expect(agentAvatarUrl(partial<Agent>({ template: NO_TEMPLATE, templateType: 'security' }))).toBe('/avatars/security.svg');
    expect(agentAvatarUrl(partial<Agent>({ template: NO_TEMPLATE }))).toBeUndefined();
    expect(initialOf(' riley')).toBe('R');
    expect(agentTemplateLabel(partial<Agent>({ template: { title: 'Leasing Agent' }, templateType: 'leasing' }))).toBe('Leasing Agent');
    expect(agentTemplateLabel(partial<Agent>({ template: NO_TEMPLATE, templateType: 'cleaning' }))).toBe('Cleaning');
  });

  test('numbers, prices and dates', () => {
    expect(formatPhoneNumber('+14155550100')).toBe('(415) 555-0100');
    expect(formatPhoneNumber('+442079460000')).toBe('+44 20 7946 0000');
    expect(formatPhoneNumber('415.555.0199')).toBe('(415) 555-0199');
    expect(formatPhoneNumber('+15555550100')).toBe('(555) 555-0100');
    expect(formatPhoneNumber('12')).toBe('12');
    expect(formatPhoneNumber(undefined)).toBe('');
    expect(formatMonthlyPrice(undefined, 'new')).toBe('$1.00/mo');
    expect(formatMonthlyPrice(null, 'owned')).toBe('$5.00/mo');
    expect(formatMonthlyPrice(1.15, 'new')).toBe('$1.15/mo');
    expect(formatDate(undefined)).toBe('Invalid Date');
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate('2025-10-21T12:00:00Z')).toBe('October 21, 2025');
    expect(sanitizeAreaCode('4a1 59')).toBe('415');
  });
});

describe('error texts (spec section 8)', () => {
  test('delete failures on the list and on the detail page', () => {
    expect(listDeleteErrorText(new ApiError(500, 'Agent is busy', {}))).toBe('Failed to delete agent: Agent is busy');
    expect(listDeleteErrorText(new ApiError(500, undefined, {}))).toBe('Failed to delete agent: Unknown error');
    expect(listDeleteErrorText(new NetworkError())).toBe('Failed to delete agent. Please try again.');
    expect(detailDeleteErrorText(new ApiError(404, 'AI employee not found', {}))).toBe('Failed to delete AI employee: AI employee not found');
    expect(detailDeleteErrorText(new NetworkError())).toBe('Unable to delete AI employee. Please try again.');
  });

  test('search, plan limit and the trial phone limit', () => {
    expect(searchErrorText(new SessionExpiredError())).toBe('You must be logged in to search phone numbers');
    expect(searchErrorText(new ApiError(401, 'Unauthorized', {}))).toBe('You must be logged in to search phone numbers');
    expect(searchErrorText(new ApiError(500, undefined, {}))).toBe('Failed to search phone numbers');
    expect(isTrialPhoneLimit(new ApiError(403, 'x', { code: 21404 }))).toBe(true);
    expect(isTrialPhoneLimit(new ApiError(403, 'x', { details: 'Trial accounts are allowed only one Twilio number.' }))).toBe(true);
    expect(isTrialPhoneLimit(new ApiError(502, 'Failed to purchase phone number', { code: 20003 }))).toBe(false);
    expect(
      isAgentLimit(new ApiError(403, 'Agent limit reached. Your plan allows 1 AI employee(s). Please delete an existing agent or upgrade your plan.', { code: 'agent_limit' })),
    ).toBe(true);
    expect(isAgentLimit(new ApiError(400, 'Agent name is required', {}))).toBe(false);
  });
});

describe('onboarding', () => {
  test('the Company step only for owners without agents', () => {
    expect(stepsFor(true).map((s) => s.label)).toEqual(['Company', 'Template', 'Phone', 'Customize', 'Test']);
    expect(stepsFor(false).map((s) => s.label)).toEqual(['Template', 'Phone', 'Customize', 'Test']);
  });

  test('the create payload of spec section 3', () => {
    const customize = { ...defaultCustomizeData('Maple', 'Riley@Example.com'), agentName: ' Riley ', language: 'both' as const };
    const payload = buildCreatePayload({
      template: { industry: 'landlord', type: 'leasing' },
      customize,
      voice: { name: 'en-US-Chirp3-HD-Achird', languageCode: 'en-US', naturalGender: 'MALE' },
      timezone: 'America/Los_Angeles',
    });
    expect(payload).toEqual({
      templateIndustry: 'landlord',
      templateType: 'leasing',
      customName: 'Riley',
      language: 'en',
      customizations: {
        company: { name: 'Maple', address: '', phone: '' },
        agent: { name: 'Riley' },
        schedule: { timezone: 'America/Los_Angeles', businessHours: { hours: '9:00 AM - 5:00 PM' } },
        knowledgebase: '',
        voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'voicemail',
        bilingual: true,
        notifications: { emails: ['riley@example.com'], phones: [] },
      },
      transferConfig: { enabled: false },
    });
    const withTransfer = buildCreatePayload({
      template: { industry: 'landlord', type: 'leasing' },
      customize: { ...customize, transferEnabled: true, transferNumber: '+12125551234', notifyEmails: ['A@Example.com ', 'a@example.com'] },
      voice: { name: 'en-US-Chirp3-HD-Achird', languageCode: 'en-US', naturalGender: 'MALE' },
      timezone: 'America/Los_Angeles',
    });
    expect(withTransfer.customizations?.notifications).toEqual({ emails: ['a@example.com'], phones: ['+12125551234'] });
  });

  test('the agent list drops deleted agents and carries the plan', () => {
    const agent = partial<Agent>({ id: 'a', customName: 'A', status: 'active', language: 'en' });
    expect(toAgentList({ agents: [agent, { ...agent, id: 'b', status: 'deleted' }], subscription: { maxAgents: 2, maxPhones: null, plan: 'trial' } })).toEqual({
      agents: [agent],
      maxAgents: 2,
      maxPhones: null,
      plan: 'trial',
    });
  });
});
