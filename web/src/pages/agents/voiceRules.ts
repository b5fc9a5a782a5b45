import { defaultVoiceFor, describeVoice, genderOfFirstName, type VoiceGender } from '@landline/platform/voices';
import type { AgentLanguage, Voice } from '@landline/api';

export type { VoiceGender };

/** "Olivia · female · American English": the voice's name, gender and accent, never its engine. */
export function voiceLabel(voice: Voice): string {
  return describeVoice(voice);
}

const asGender = (value: string | null | undefined): VoiceGender | undefined => (value === 'MALE' || value === 'FEMALE' ? value : undefined);

/** The gender a name is usually given to ("Sarah" → FEMALE), or undefined. */
export function genderOfName(name: string | null | undefined): VoiceGender | undefined {
  return genderOfFirstName(name ?? '');
}

/** The voices a new agent of this name prefers, best first: the default voice of the name's gender, then the template's. */
export function defaultVoicesFor(language: AgentLanguage, gender: VoiceGender | undefined, templateVoices: (string | undefined)[] = []): string[] {
  return [defaultVoiceFor(language, gender), ...templateVoices].filter((name): name is string => Boolean(name));
}

/**
 * The voice to show: the current one when this language offers it, else the first preferred voice of
 * the wanted gender, else any voice of that gender, else the first preferred voice, else the first voice.
 */
export function pickVoice(voices: Voice[], current: string | undefined, preferred: (string | undefined)[] = [], gender?: VoiceGender): Voice | undefined {
  const byName = (name: string | undefined) => (name ? voices.find((voice) => voice.name === name) : undefined);
  const offered = preferred.map(byName).filter((voice): voice is Voice => Boolean(voice));
  const ofGender = (voice: Voice) => !gender || voice.naturalGender === gender;
  return byName(current) ?? offered.find(ofGender) ?? voices.find((voice) => gender && ofGender(voice)) ?? offered[0] ?? voices[0];
}

/** Whether a voice other than the current one should be picked so the voice matches the wanted gender. */
export function voiceMismatchesGender(voice: Voice | undefined, gender: VoiceGender | undefined): boolean {
  return Boolean(voice && gender && asGender(voice.naturalGender) && voice.naturalGender !== gender);
}

/** An agent's gender: its voice's, else the one its name is usually given to. */
export function agentGender(agent: {
  customName?: string;
  customizations?: { agent?: { name?: string } | null; voiceSettings?: { naturalGender?: string } | null } | null;
}): VoiceGender | undefined {
  const c = agent.customizations;
  return asGender(c?.voiceSettings?.naturalGender?.toUpperCase()) ?? genderOfName(c?.agent?.name || agent.customName);
}
