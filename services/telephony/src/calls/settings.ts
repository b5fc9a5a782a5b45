/**
 * What a call keeps of its agent: names, the transfer, business hours, and the voices it speaks on the phone
 * (only voices the relay speaks; <Say> has its own smaller list), plus the speech-recognition hints.
 */
import { isE164 } from '@landline/platform/phone';
import { DEFAULT_VOICES, knownVoice, phoneVoice, phoneVoiceFor, VOICE_LOCALES } from '@landline/platform/voices';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { CallSettings, Language } from '../store';
import type { AfterHoursMode } from './lines';

/** <Say> voices Twilio offers for Google; other names fall back to these. */
const SAY_VOICE = /^(en|es)-US-(Chirp3-HD-(Aoede|Charon|Fenrir|Kore|Leda|Orus|Puck|Zephyr)|Neural2-[A-J]|Standard-[A-J]|Wavenet-[A-J])$/;
export const DEFAULT_SAY_VOICES: Record<Language, string> = { en: 'en-US-Chirp3-HD-Charon', es: 'es-US-Chirp3-HD-Charon' };

const AFTER_HOURS: AfterHoursMode[] = ['voicemail', 'emergency', 'limited', 'full'];
const isAfterHoursMode = (mode: string | undefined): mode is AfterHoursMode => AFTER_HOURS.includes(mode as AfterHoursMode);

/** On-call contacts dialled after the transfer number, and how long each rings. */
const MAX_LADDER = 5;
export const DEFAULT_RING_SECONDS = 20;
const ringSecondsOf = (v: number | null | undefined) => (typeof v === 'number' && v >= 10 && v <= 60 ? Math.round(v) : DEFAULT_RING_SECONDS);

/**
 * The voice an agent speaks a language with on the phone: its chosen voice in its language, else the
 * template's, else the default. Only a voice the relay speaks reaches the TwiML (an unknown one drops the
 * call); an offline voice is spoken by the phone voice of its gender.
 */
function voiceFor(agent: Agent__Output, language: Language): string {
  const chosen = agent.customizations?.voiceSettings?.name ?? '';
  const known = knownVoice(chosen);
  if (known?.locale === VOICE_LOCALES[language]) return known.phone ? chosen : phoneVoiceFor(known.locale, known.gender);
  const template = agent.template?.voiceIds[language] ?? '';
  return phoneVoice(template)?.locale === VOICE_LOCALES[language] ? template : DEFAULT_VOICES[language];
}

const sayVoiceFor = (voice: string, language: Language) => (SAY_VOICE.test(voice) ? voice : DEFAULT_SAY_VOICES[language]);

/** What a call keeps of its agent. */
export function callSettings(agent: Agent__Output, agentNumber: string): CallSettings {
  const c = agent.customizations;
  const voices = { en: voiceFor(agent, 'en'), es: voiceFor(agent, 'es') };
  const transferNumber = agent.transferConfig?.transferNumber ?? '';
  return {
    agentNumber,
    agentName: c?.agent?.name || agent.customName || 'Alex',
    companyName: c?.company?.name || 'our office',
    transfer: { enabled: Boolean(agent.transferConfig?.enabled && isE164(transferNumber)), number: transferNumber },
    voices,
    sayVoices: { en: sayVoiceFor(voices.en, 'en'), es: sayVoiceFor(voices.es, 'es') },
    timezone: c?.schedule?.timezone || 'America/New_York',
    businessHours: c?.schedule?.businessHours?.hours ?? '',
    afterHours: isAfterHoursMode(c?.afterHours) ? c.afterHours : 'voicemail',
    recorded: c?.features?.callRecording ?? true,
    ladder: (agent.transferConfig?.ladder?.contacts ?? [])
      .filter((x) => isE164(x.phone) && x.phone !== transferNumber)
      .slice(0, MAX_LADDER)
      .map((x) => ({ name: x.name, phone: x.phone })),
    ringSeconds: ringSecondsOf(agent.transferConfig?.ringSeconds),
  };
}

/**
 * Speech-recognition hints: the names a caller is likely to say (company, employee, streets of the
 * company address) and the knowledge base's proper nouns, comma-separated and bounded.
 */
export function hintsFor(agent: Agent__Output, settings: CallSettings): string {
  const c = agent.customizations;
  const hints = new Set<string>();
  const add = (s: string | null | undefined) => {
    const v = (s ?? '')
      .replace(/[,\n\r]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.'’-]+$/, '');
    if (v.length >= 3 && v.length <= 60) hints.add(v);
  };
  add(settings.companyName === 'our office' ? '' : settings.companyName);
  add(settings.agentName);
  add(c?.company?.address?.split(',')[0]);
  const kb = c?.knowledgebase ?? '';
  for (const m of kb.matchAll(/\b[A-Z][a-zA-Z'’-]+(?:[ \t]+[A-Z][a-zA-Z'’-]+)+/g)) add(m[0]);
  for (const m of kb.matchAll(/\b[A-Z][a-z]{3,}\b/g)) add(m[0]);
  let out = '';
  for (const h of hints) {
    if (out.length + h.length + 2 > 500) break;
    out += out ? `, ${h}` : h;
  }
  return out;
}
