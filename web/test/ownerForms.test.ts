import { agentAvatarUrl } from '../src/pages/agents/agentRules';
import { agentGender, defaultVoicesFor, genderOfName, pickVoice, voiceLabel, voiceMismatchesGender } from '../src/pages/agents/voiceRules';
import { clearDraft, draftKey, hasUnsavedOnboarding, loadDraft, resumesDraft, saveDraft } from '../src/pages/onboarding/onboardingDraft';
import { defaultCustomizeData } from '../src/pages/onboarding/onboardingSteps';
import type { Agent } from '@landline/api';
import { partial } from './partial';

const ENGINE_WORDS = /offline|espeak|google|chirp|cloud|text-to-speech|\bhd\b/i;

const offlineEnglish = [
  { name: 'en-US-Offline-Michael', displayName: 'Michael (offline, male)', languageCode: 'en-US', naturalGender: 'MALE' },
  { name: 'en-US-Offline-James', displayName: 'James (offline, male)', languageCode: 'en-US', naturalGender: 'MALE' },
  { name: 'en-US-Offline-Olivia', displayName: 'Olivia (offline, female)', languageCode: 'en-US', naturalGender: 'FEMALE' },
  { name: 'en-US-Offline-Emma', displayName: 'Emma (offline, female)', languageCode: 'en-US', naturalGender: 'FEMALE' },
];
const googleEnglish = [
  { name: 'en-US-Chirp3-HD-Achird', displayName: 'Achird (Chirp3 HD, male)', languageCode: 'en-US', naturalGender: 'MALE' },
  { name: 'en-US-Chirp3-HD-Achernar', displayName: 'Achernar (Chirp3 HD, female)', languageCode: 'en-US', naturalGender: 'FEMALE' },
  { name: 'en-US-Chirp3-HD-Kore', displayName: 'Kore (Chirp3 HD, female)', languageCode: 'en-US', naturalGender: 'FEMALE' },
];

describe('voice labels', () => {
  test('name, gender and accent, whatever the engine says in its display name', () => {
    expect(voiceLabel(offlineEnglish[2]!)).toBe('Olivia · female · American English');
    expect(voiceLabel(googleEnglish[0]!)).toBe('Achird · male · American English');
    expect(voiceLabel({ name: 'es-US-Offline-Lucia', displayName: 'Lucía (offline, female)', languageCode: 'es-US', naturalGender: 'FEMALE' })).toBe(
      'Lucía · female · Latin American Spanish',
    );
    for (const voice of [...offlineEnglish, ...googleEnglish]) expect(voiceLabel(voice)).not.toMatch(ENGINE_WORDS);
  });
});

describe('the default voice follows the agent name', () => {
  test('names are read as their usual gender', () => {
    expect(genderOfName('Sarah')).toBe('FEMALE');
    expect(genderOfName('Marcus')).toBe('MALE');
    expect(genderOfName('Robo 3000')).toBeUndefined();
    expect(genderOfName(undefined)).toBeUndefined();
  });

  test('Sarah gets a female voice from either engine; an unknown name keeps the default (male) voice', () => {
    const sarah = genderOfName('Sarah');
    const template = ['en-US-Chirp3-HD-Achird'];
    expect(pickVoice(googleEnglish, '', defaultVoicesFor('en', sarah, template), sarah)?.name).toBe('en-US-Chirp3-HD-Kore');
    expect(pickVoice(offlineEnglish, '', defaultVoicesFor('en', sarah, template), sarah)?.name).toBe('en-US-Offline-Olivia');
    expect(pickVoice(googleEnglish, '', defaultVoicesFor('en', undefined, template), undefined)?.name).toBe('en-US-Chirp3-HD-Achird');
    expect(pickVoice(offlineEnglish, '', defaultVoicesFor('en', undefined, template), undefined)?.name).toBe('en-US-Offline-Michael');
  });

  test('a voice the list offers is kept; a voice of the other gender is replaced only while it follows the name', () => {
    expect(pickVoice(offlineEnglish, 'en-US-Offline-James', [], 'FEMALE')?.name).toBe('en-US-Offline-James');
    expect(voiceMismatchesGender(offlineEnglish[0], 'FEMALE')).toBe(true);
    expect(voiceMismatchesGender(offlineEnglish[2], 'FEMALE')).toBe(false);
    expect(voiceMismatchesGender(offlineEnglish[0], undefined)).toBe(false);
  });

  test("an agent's gender is its voice's, else its name's; the avatar shows it", () => {
    const sarah = partial<Agent>({ customName: 'Sarah', templateType: 'maintenance', template: { name: 'maintenance' }, customizations: { agent: { name: 'Sarah' } } });
    expect(agentGender(sarah)).toBe('FEMALE');
    expect(agentAvatarUrl(sarah)).toBe('/avatars/maintenance-female.svg');
    const sarahWithMaleVoice = {
      ...sarah,
      customizations: { ...sarah.customizations, voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Charon', naturalGender: 'MALE', speed: 1 } },
    };
    expect(agentAvatarUrl(sarahWithMaleVoice)).toBe('/avatars/maintenance.svg');
    expect(agentAvatarUrl(partial<Agent>({ customName: 'Marcus', templateType: 'leasing', template: { name: '', title: '', type: '' } }))).toBe('/avatars/leasing-male.svg');
    expect(agentAvatarUrl(partial<Agent>({ customName: 'Nova', templateType: 'leasing', template: { name: '', title: '', type: '' } }))).toBe('/avatars/leasing.svg');
  });
});

describe('the onboarding draft', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  test('is kept per user, read back, and cleared', () => {
    const storage = memoryStorage();
    const customize = { ...defaultCustomizeData('Maple'), agentName: 'Sarah' };
    saveDraft(storage, 'u1', { stepKey: 'customize', withCompany: true, data: { customize }, companyDraft: { companyName: 'Maple' } });
    expect(loadDraft(storage, 'u2')).toBeNull();
    expect(loadDraft(storage, 'u1')).toEqual({ stepKey: 'customize', withCompany: true, data: { customize }, companyDraft: { companyName: 'Maple' } });
    clearDraft(storage, 'u1');
    expect(loadDraft(storage, 'u1')).toBeNull();
  });

  test('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('u1'), '{not json');
    expect(loadDraft(storage, 'u1')).toBeNull();
    storage.setItem(draftKey('u1'), JSON.stringify({ version: 99, data: {} }));
    expect(loadDraft(storage, 'u1')).toBeNull();
    storage.setItem(draftKey('u1'), JSON.stringify({ version: 1, stepKey: 'nowhere', withCompany: 'yes', data: {} }));
    expect(loadDraft(storage, 'u1')).toEqual({ stepKey: null, withCompany: null, data: {} });
  });

  test('a finished setup (the Test step) resumes only on a reload', () => {
    const atTest = { stepKey: 'test' as const, withCompany: true, data: {} };
    expect(resumesDraft(atTest, true)).toBe(true);
    expect(resumesDraft(atTest, false)).toBe(false);
    expect(resumesDraft({ ...atTest, stepKey: 'phone' }, false)).toBe(true);
    expect(resumesDraft(null, true)).toBe(false);
  });

  test('has unsaved work once anything is entered, until the Test step', () => {
    expect(hasUnsavedOnboarding({ stepKey: null, data: {} })).toBe(false);
    expect(hasUnsavedOnboarding({ stepKey: null, data: {}, companyDraft: { companyName: 'M' } })).toBe(true);
    expect(hasUnsavedOnboarding({ stepKey: 'phone', data: { company: { companyName: 'M', industry: 'landlord', timezone: 'America/Chicago' } } })).toBe(true);
    expect(hasUnsavedOnboarding({ stepKey: 'test', data: { customize: defaultCustomizeData('M') } })).toBe(false);
  });
});
