/**
 * Post-call analysis: the structured request (work order) derived from a finished call's transcript.
 * The dialog engine provides the analyser (`src/dialog/analysis.ts`); call records depend only on this
 * signature, wired in module.ts, so either side can change without the other.
 */

export interface TranscriptEntry {
  role: 'user' | 'model';
  text: string;
  /** ISO 8601, or '' when the browser sent none. */
  timestamp: string;
}

export const URGENCIES = ['life_safety', 'emergency', 'urgent', 'routine'] as const;
export type Urgency = (typeof URGENCIES)[number];
/** The trades a work order is filed under. */
export const CATEGORIES = ['plumbing', 'electrical', 'hvac', 'appliance', 'locksmith', 'pest', 'fire_safety', 'gas', 'security', 'structural', 'general'] as const;
export type Category = (typeof CATEGORIES)[number];
/** One of the four tiers, or '' for anything else. */
export const asUrgency = (value: string): Urgency | '' => ((URGENCIES as readonly string[]).includes(value) ? (value as Urgency) : '');

export interface CallRequest {
  tenantName: string;
  propertyAddress: string;
  unit: string;
  /** E.164 when known. */
  callbackPhone: string;
  issueSummary: string;
  /** plumbing, electrical, hvac, appliance, locksmith, pest, general, ... */
  category: string;
  /** '' when the analyser did not rate it. */
  urgency: Urgency | '';
  /** null: not asked, or no answer. */
  permissionToEnter: boolean | null;
  pets: string;
  accessNotes: string;
  /** One paragraph. */
  summary: string;
}

/** `callerPhone`: the number a phone call came from, the callback number when the caller gave none. */
export type AnalyzeTranscript = (transcript: TranscriptEntry[], language: 'en' | 'es', callerPhone?: string) => Promise<CallRequest | null> | CallRequest | null;

/** The analyser until the dialog engine's is wired: no request. */
const text = (v: unknown, max = 2000): string => (typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : '');

function yesNo(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase();
  if (['yes', 'y', 'true', 'si', 'sí', 'granted'].includes(s)) return true;
  if (['no', 'n', 'false', 'denied'].includes(s)) return false;
  return null;
}

/**
 * Any analyser's (or caller's) request as a CallRequest: strings trimmed and bounded, urgency one of
 * the four tiers (else ''), permission to enter a yes/no/unknown, pets as text. null when there is
 * nothing in it.
 */
export function normalizeRequest(raw: unknown): CallRequest | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const urgency = text(r.urgency)
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const pets = typeof r.pets === 'boolean' ? (r.pets ? 'yes' : 'no') : text(r.pets, 500);
  const request: CallRequest = {
    tenantName: text(r.tenantName, 200),
    propertyAddress: text(r.propertyAddress, 500),
    unit: text(r.unit, 100),
    callbackPhone: text(r.callbackPhone, 32),
    issueSummary: text(r.issueSummary),
    category: text(r.category, 50).toLowerCase(),
    urgency: asUrgency(urgency),
    permissionToEnter: yesNo(r.permissionToEnter),
    pets,
    accessNotes: text(r.accessNotes),
    summary: text(r.summary, 4000),
  };
  const empty = Object.values(request).every((v) => v === '' || v === null);
  return empty ? null : request;
}
