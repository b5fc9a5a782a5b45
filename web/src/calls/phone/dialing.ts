/** The dial pad: keys, what the display shows, and the number a dialled string calls. */
import { isE164 } from '@landline/platform/phone';

/** The caller id of a simulator call unless the owner types theirs (the sandbox line's own fictional 555 number). */
export const SANDBOX_CALLER_ID = '+15555550100';

export interface DialKey {
  key: string;
  letters: string;
}

export const DIAL_KEYS: DialKey[] = [
  { key: '1', letters: '' },
  { key: '2', letters: 'ABC' },
  { key: '3', letters: 'DEF' },
  { key: '4', letters: 'GHI' },
  { key: '5', letters: 'JKL' },
  { key: '6', letters: 'MNO' },
  { key: '7', letters: 'PQRS' },
  { key: '8', letters: 'TUV' },
  { key: '9', letters: 'WXYZ' },
  { key: '*', letters: '' },
  { key: '0', letters: '+' },
  { key: '#', letters: '' },
];

/** The longest dialled string the display keeps (E.164 allows 15 digits after the plus). */
const MAX_DIALLED = 16;

/** What the display keeps of typed or pasted text: digits, * and #, and a leading +. */
export function cleanDialled(input: string): string {
  const plus = input.trim().startsWith('+') ? '+' : '';
  return (plus + input.replace(/[^\d*#]/g, '')).slice(0, MAX_DIALLED);
}

/** The E.164 number a dialled string calls (10 digits are a US number), or null when it is not one. */
export function toE164(dialled: string): string | null {
  const clean = cleanDialled(dialled);
  if (/[*#]/.test(clean)) return null;
  if (clean.startsWith('+')) return isE164(clean) ? clean : null;
  if (/^\d{10}$/.test(clean)) return `+1${clean}`;
  if (/^1\d{10}$/.test(clean)) return `+${clean}`;
  return null;
}

/** The display as the caller types: a US number grows into (512) 555-0100; anything else stays as typed. */
export function formatDialled(dialled: string): string {
  const clean = cleanDialled(dialled);
  if (/[*#]/.test(clean)) return clean;
  const us = /^(\+?1)?(\d{0,10})$/.exec(clean);
  if (!us || (clean.startsWith('+') && !clean.startsWith('+1')) || clean.replace(/\D/g, '').length > 11) return clean;
  const prefix = us[1] ? `${us[1]} ` : '';
  const digits = us[2] ?? '';
  if (digits.length === 0) return clean;
  if (digits.length <= 3) return `${prefix}(${digits}`;
  if (digits.length <= 6) return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A call's length as 0:12, 12:05 or 1:02:03. */
export function formatCallDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

const DTMF_ROWS = [697, 770, 852, 941];
const DTMF_COLUMNS = [1209, 1336, 1477];

/** The two tones of a keypad key (the standard DTMF grid), or null for another character. */
export function dtmfFrequencies(key: string): [number, number] | null {
  const index = DIAL_KEYS.findIndex((k) => k.key === key);
  if (index === -1) return null;
  const row = DTMF_ROWS[Math.floor(index / 3)];
  const column = DTMF_COLUMNS[index % 3];
  return row === undefined || column === undefined ? null : [row, column];
}
