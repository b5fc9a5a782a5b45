/**
 * Transcript analysis: the structured work order ("request") property managers act on, and the transfer
 * details (client name, address, phone, issue summary), derived from a call's transcript. Offline rules
 * read the transcript the way the offline receptionist does (both languages); with a model configured, a
 * JSON-mode call extracts the same fields and the rules fill whatever it left empty.
 */
import type OpenAI from 'openai';
import { timeDependency, type Logger } from '@landline/platform';
import { isColdSeason } from '@landline/platform/hours';
import { fullAddress, transferDetails } from './offline/context';
import { formatPhone, normalizePhone } from './offline/numbers';
import { deriveState } from './offline/state';
import { recordTokens } from './metrics';
import { LINES, type DialogConfig, type Language, type TransferDetails, type Turn } from './types';
import { norm } from './offline/lexicon';
import { asUrgency, CATEGORIES, type CallRequest } from '../calls/analysis';

/** The work order of a call: what call records store as its request. */
export type WorkOrder = CallRequest;

export interface Analysis {
  request: WorkOrder;
  details: TransferDetails;
  /** The transfer details that are missing: 'clientName', 'address', 'phone'. */
  missing: Array<'clientName' | 'address' | 'phone'>;
  emergency: boolean;
  engine: 'offline' | 'llm';
}

export interface TranscriptLine {
  role: string;
  text: string;
}

/** 'user' is the caller; 'model', 'assistant' (and anything else) the employee. */
function toTurns(transcript: TranscriptLine[]): Turn[] {
  return transcript
    .filter((l) => typeof l.text === 'string' && l.text.trim())
    .map((l) => ({ role: l.role === 'user' ? ('user' as const) : ('assistant' as const), content: l.text.trim() }));
}

const URGENCY_WORDS: Record<string, Record<Language, string>> = {
  life_safety: { en: 'life-safety emergency', es: 'emergencia con riesgo para la vida' },
  emergency: { en: 'emergency', es: 'emergencia' },
  urgent: { en: 'urgent', es: 'urgente' },
  routine: { en: 'routine', es: 'de rutina' },
};

function summarize(r: Omit<WorkOrder, 'summary'>, language: Language, emergency: boolean, transferred: boolean): string {
  const es = language === 'es';
  const who = r.tenantName || (es ? 'La persona que llamó' : 'The caller');
  const where = r.propertyAddress ? (es ? ` en ${r.propertyAddress}${r.unit ? `, unidad ${r.unit}` : ''}` : ` at ${r.propertyAddress}${r.unit ? `, unit ${r.unit}` : ''}`) : '';
  const parts: string[] = [];
  if (r.issueSummary) {
    const issue = r.issueSummary.replace(/[.\s]+$/, '');
    parts.push(es ? `${who} reportó${where}: ${issue}.` : `${who} reported${where}: ${issue}.`);
    const urgency = URGENCY_WORDS[r.urgency]?.[language];
    if (urgency || r.category)
      parts.push(
        es ? `Categoría: ${r.category || 'general'}; urgencia: ${urgency ?? 'sin determinar'}.` : `Category: ${r.category || 'general'}; urgency: ${urgency ?? 'not determined'}.`,
      );
  } else {
    parts.push(es ? `${who} llamó${where}; no se registró un problema de mantenimiento.` : `${who} called${where}; no maintenance issue was recorded.`);
  }
  parts.push(
    r.callbackPhone
      ? es
        ? `Número para devolver la llamada: ${formatPhone(r.callbackPhone)}.`
        : `Callback number: ${formatPhone(r.callbackPhone)}.`
      : es
        ? 'No dejó número para devolver la llamada.'
        : 'No callback number was given.',
  );
  if (r.permissionToEnter !== null)
    parts.push(
      r.permissionToEnter
        ? es
          ? 'Autoriza la entrada si no hay nadie.'
          : 'Permission to enter if nobody is home.'
        : es
          ? 'No autoriza la entrada sin alguien presente.'
          : 'No entry unless someone is home.',
    );
  if (r.pets) parts.push(es ? `Mascotas: ${r.pets === 'none' ? 'ninguna' : r.pets}.` : `Pets: ${r.pets}.`);
  if (r.accessNotes && r.accessNotes !== 'none') parts.push(es ? `Acceso: ${r.accessNotes}.` : `Access: ${r.accessNotes}.`);
  if (emergency)
    parts.push(
      transferred
        ? es
          ? 'Se transfirió al equipo de emergencias.'
          : 'The call was transferred to the emergency team.'
        : es
          ? 'Se marcó como emergencia.'
          : 'Flagged as an emergency.',
    );
  return parts.join(' ');
}

function missingOf(details: TransferDetails): Analysis['missing'] {
  const missing: Analysis['missing'] = [];
  if (!details.clientName.trim()) missing.push('clientName');
  if (!details.address.trim()) missing.push('address');
  if (!details.phone.trim()) missing.push('phone');
  return missing;
}

/** The rules: the transcript read as the offline receptionist reads a conversation. */
/** What the transcript alone cannot say: the kind of call, and the number a phone call came from. */
export interface AnalysisContext {
  templateType?: string;
  /** Any form; used (as E.164) for the callback number when the caller gave none. */
  callerPhone?: string;
  signal?: AbortSignal;
}

export function analyzeOffline(transcript: TranscriptLine[], language: Language, context: AnalysisContext = {}, now = new Date()): Analysis {
  const templateType = context.templateType || 'maintenance';
  const turns = toTurns(transcript);
  const config = { language, templateType, timezone: 'America/New_York' } as DialogConfig;
  const state = deriveState(turns, { config, coldSeason: isColdSeason(now, config.timezone) });
  const f = state.facts;
  const transferred = turns.some(
    (t) => t.role === 'assistant' && (norm(t.content).includes(norm(LINES.emergencyTransfer.en)) || norm(t.content).includes(norm(LINES.emergencyTransfer.es))),
  );
  const emergency = Boolean(state.emergency) || transferred;
  const issueSummary = [f.issue, f.issueDetail].filter(Boolean).join('. ');
  const base: Omit<WorkOrder, 'summary'> = {
    tenantName: f.name ?? '',
    propertyAddress: f.address ?? '',
    unit: f.unit ?? '',
    callbackPhone: f.phone ?? normalizePhone(context.callerPhone ?? ''),
    issueSummary,
    category: issueSummary ? (f.category ?? 'general') : '',
    urgency: issueSummary ? (f.urgency ?? (emergency ? 'emergency' : 'routine')) : '',
    permissionToEnter: f.permission ?? null,
    pets: f.pets ?? '',
    accessNotes: f.access ?? '',
  };
  const details = transferDetails(f, language);
  return {
    request: { ...base, summary: summarize(base, language, emergency, transferred) },
    details,
    missing: missingOf(details),
    emergency,
    engine: 'offline',
  };
}

const CATEGORY_LIST = CATEGORIES.join(', ');

/** Analysis with a model when one is configured, the rules otherwise (and whenever the model fails). */
export class TranscriptAnalyzer {
  constructor(
    private readonly llm?: { client: OpenAI; model: string },
    private readonly logger?: Logger,
  ) {}

  get engine(): 'offline' | 'llm' {
    return this.llm ? 'llm' : 'offline';
  }

  async analyze(transcript: TranscriptLine[], language: Language, context: AnalysisContext = {}): Promise<Analysis> {
    const offline = analyzeOffline(transcript, language, context);
    const turns = toTurns(transcript);
    const llm = this.llm;
    if (!llm || turns.length === 0) return offline;
    try {
      const completion = await timeDependency('openai', 'call_analysis', () =>
        llm.client.chat.completions.create(
          {
            model: llm.model,
            response_format: { type: 'json_object' },
            temperature: 0,
            messages: [
              {
                role: 'system',
                content:
                  'You extract the maintenance work order from the transcript of a phone call between a caller and an AI receptionist of a property manager. ' +
                  'Reply with one JSON object with exactly these keys: tenantName, propertyAddress (street address without the unit), unit, ' +
                  'callbackPhone (E.164, +1 for US numbers), issueSummary (one sentence), category (one of ' +
                  CATEGORY_LIST +
                  '), urgency (life_safety, emergency, urgent or routine), permissionToEnter (true, false or null), pets, accessNotes, ' +
                  `summary (one paragraph for the property manager, in ${language === 'es' ? 'Spanish' : 'English'}). ` +
                  'Use empty strings (null for permissionToEnter) for anything the caller did not say. Never invent details.',
              },
              { role: 'user', content: turns.map((t) => `${t.role === 'user' ? 'Caller' : 'Receptionist'}: ${t.content}`).join('\n') },
            ],
          },
          { signal: context.signal },
        ),
      );
      const usage = completion.usage;
      if (usage) recordTokens('llm', llm.model, usage.prompt_tokens, usage.completion_tokens);
      const raw = JSON.parse(completion.choices[0]?.message.content ?? '{}') as Record<string, unknown>;
      const s = (k: string) => (typeof raw[k] === 'string' ? raw[k].trim() : '');
      const o = offline.request;
      // The tier and the trade come from the taxonomy the caller was answered by; the model's only fill a gap.
      const urgency = o.urgency || asUrgency(s('urgency'));
      const request: WorkOrder = {
        tenantName: s('tenantName') || o.tenantName,
        propertyAddress: s('propertyAddress') || o.propertyAddress,
        unit: s('unit') || o.unit,
        callbackPhone: normalizePhone(s('callbackPhone')) || o.callbackPhone,
        issueSummary: s('issueSummary') || o.issueSummary,
        category: o.category || s('category').toLowerCase(),
        urgency,
        permissionToEnter: typeof raw.permissionToEnter === 'boolean' ? raw.permissionToEnter : o.permissionToEnter,
        pets: s('pets') || o.pets,
        accessNotes: s('accessNotes') || o.accessNotes,
        summary: s('summary') || o.summary,
      };
      const details: TransferDetails = {
        clientName: request.tenantName,
        address: fullAddress({ address: request.propertyAddress || undefined, unit: request.unit || undefined }, language),
        phone: request.callbackPhone,
        issueSummary: request.issueSummary,
      };
      return { request, details, missing: missingOf(details), emergency: offline.emergency || urgency === 'life_safety' || urgency === 'emergency', engine: 'llm' };
    } catch (err) {
      this.logger?.warn({ err }, 'transcript analysis by the model failed; using the rules');
      return offline;
    }
  }
}
