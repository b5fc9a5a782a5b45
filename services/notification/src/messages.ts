import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { WorkOrder__Output } from '@landline/proto/generated/landline/events/v1/WorkOrder';

/** What owners read, in the agent's language: the email summary of a call and the emergency text. */
export type Language = 'en' | 'es';

const URGENCY: Record<string, Record<Language, string>> = {
  life_safety: { en: 'Life safety', es: 'Riesgo para la vida' },
  emergency: { en: 'Emergency', es: 'Emergencia' },
  urgent: { en: 'Urgent', es: 'Urgente' },
  routine: { en: 'Routine', es: 'Rutina' },
};

const CATEGORY: Record<string, Record<Language, string>> = {
  plumbing: { en: 'Plumbing', es: 'Plomería' },
  electrical: { en: 'Electrical', es: 'Electricidad' },
  hvac: { en: 'HVAC', es: 'Calefacción y aire' },
  appliance: { en: 'Appliance', es: 'Electrodomésticos' },
  locksmith: { en: 'Locksmith', es: 'Cerrajería' },
  pest: { en: 'Pest', es: 'Plagas' },
  fire_safety: { en: 'Fire safety', es: 'Incendios' },
  gas: { en: 'Gas', es: 'Gas' },
  security: { en: 'Security', es: 'Seguridad' },
  structural: { en: 'Structural', es: 'Estructura' },
  general: { en: 'General', es: 'General' },
};

export const WORDS = {
  en: {
    call: 'Call',
    caller: 'Caller',
    tenant: 'Tenant',
    address: 'Address',
    unit: 'Unit',
    callback: 'Callback number',
    urgency: 'Urgency',
    category: 'Category',
    issue: 'Issue',
    entry: 'Permission to enter',
    pets: 'Pets',
    access: 'Access notes',
    summary: 'Summary',
    transcript: 'Transcript',
    open: 'Open the call',
    yes: 'Yes',
    no: 'No',
    notAsked: 'Not asked',
    none: '—',
    agent: 'Agent',
    ai: 'AI employee',
    noRequest: 'No work order was taken on this call.',
    unknownCaller: 'Unknown caller',
    emergencyText: 'EMERGENCY',
    lifeSafetyText: 'LIFE SAFETY',
    details: 'Details',
  },
  es: {
    call: 'Llamada',
    caller: 'Quien llamó',
    tenant: 'Inquilino',
    address: 'Dirección',
    unit: 'Unidad',
    callback: 'Número para devolver la llamada',
    urgency: 'Urgencia',
    category: 'Categoría',
    issue: 'Problema',
    entry: 'Permiso para entrar',
    pets: 'Mascotas',
    access: 'Notas de acceso',
    summary: 'Resumen',
    transcript: 'Transcripción',
    open: 'Abrir la llamada',
    yes: 'Sí',
    no: 'No',
    notAsked: 'No se preguntó',
    none: '—',
    agent: 'Agente',
    ai: 'Empleado IA',
    noRequest: 'No se tomó una orden de trabajo en esta llamada.',
    unknownCaller: 'Persona desconocida',
    emergencyText: 'EMERGENCIA',
    lifeSafetyText: 'RIESGO PARA LA VIDA',
    details: 'Detalles',
  },
} as const;

export const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');

const urgencyLabel = (urgency: string, language: Language) => URGENCY[urgency]?.[language] ?? '';
const categoryLabel = (category: string, language: Language) => CATEGORY[category]?.[language] ?? (category ? category : '');

/** A call is an emergency for texts when the work order says so, or the call was flagged one. */
export function isEmergency(call: Pick<CallCompleted__Output, 'emergency' | 'request'>): boolean {
  const urgency = call.request?.urgency ?? '';
  return call.emergency || urgency === 'life_safety' || urgency === 'emergency';
}

const place = (r: WorkOrder__Output | null | undefined) => [r?.propertyAddress, r?.unit].filter(Boolean).join(' ');

/** `<lead> · Plumbing · 42 Oak Street 3B — Jordan Rivera`, or `<fallback> — <caller>` without a work order. */
export function subjectLine(lead: string, r: WorkOrder__Output | null | undefined, caller: string, fallback: string, language: Language): string {
  const head = [lead, categoryLabel(r?.category ?? '', language), place(r)].filter(Boolean).join(' · ');
  return `${head || fallback} — ${r?.tenantName || caller || WORDS[language].unknownCaller}`;
}

/** `Emergency · Plumbing · 42 Oak Street 3B — Jordan Rivera`: what the owner scans an inbox by. */
export function summarySubject(call: CallCompleted__Output, language: Language): string {
  const r = call.request;
  const lead = urgencyLabel(r?.urgency ?? '', language) || (isEmergency(call) ? urgencyLabel('emergency', language) : '');
  return subjectLine(lead, r, call.from, `${WORDS[language].call} · ${call.agentName}`, language);
}

const yesNo = (value: boolean | null | undefined, language: Language) => (value === true ? WORDS[language].yes : value === false ? WORDS[language].no : WORDS[language].notAsked);

/** The work order as label/value rows, in order; `caller` stands in for a missing callback number. */
export function workOrderRows(r: WorkOrder__Output | null | undefined, caller: string, language: Language): Array<[string, string]> {
  const w = WORDS[language];
  if (!r) return [];
  return [
    [w.urgency, urgencyLabel(r.urgency, language) || w.none],
    [w.category, categoryLabel(r.category, language) || w.none],
    [w.tenant, r.tenantName || w.none],
    [w.address, r.propertyAddress || w.none],
    [w.unit, r.unit || w.none],
    [w.callback, r.callbackPhone || caller || w.none],
    [w.issue, r.issueSummary || w.none],
    [w.entry, yesNo(r.permissionToEnter, language)],
    [w.pets, r.pets || w.none],
    [w.access, r.accessNotes || w.none],
  ];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export interface EmailSummary {
  subject: string;
  text: string;
  html: string;
}

/** The email summary: the work order, the summary, the transcript and a link to the call page. */
export function emailSummary(call: CallCompleted__Output, language: Language, callUrl: string): EmailSummary {
  const w = WORDS[language];
  const rows = workOrderRows(call.request, call.from, language);
  const lines = call.transcript.filter((l) => l.text.trim()).map((l) => [l.role === 'user' ? w.caller : w.ai, l.text.trim()] as const);
  const summary = call.request?.summary ?? '';
  const text = [
    `${w.agent}: ${call.agentName}`,
    '',
    ...(rows.length ? rows.map(([k, v]) => `${k}: ${v}`) : [w.noRequest]),
    ...(summary ? ['', `${w.summary}: ${summary}`] : []),
    '',
    `${w.open}: ${callUrl}`,
    '',
    `${w.transcript}:`,
    ...lines.map(([who, said]) => `${who}: ${said}`),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(w.agent)}: <strong>${escapeHtml(call.agentName)}</strong></p>`,
    rows.length
      ? `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
      : `<p>${escapeHtml(w.noRequest)}</p>`,
    summary ? `<p><strong>${escapeHtml(w.summary)}:</strong> ${escapeHtml(summary)}</p>` : '',
    `<p><a href="${escapeHtml(callUrl)}">${escapeHtml(w.open)}</a></p>`,
    `<h3>${escapeHtml(w.transcript)}</h3>`,
    ...lines.map(([who, said]) => `<p><strong>${escapeHtml(who)}:</strong> ${escapeHtml(said)}</p>`),
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: summarySubject(call, language), text, html };
}

export interface EmergencyFacts {
  agentName: string;
  lifeSafety: boolean;
  tenantName: string;
  where: string;
  issue: string;
  callback: string;
}

/** The emergency text: who, where, what, the number to call back, the link. Short enough for 2 segments. */
export function emergencyTextOf(f: EmergencyFacts, language: Language, callUrl: string): string {
  const w = WORDS[language];
  const issue = f.issue.replace(/\s+/g, ' ').trim();
  const parts = [
    `${f.lifeSafety ? w.lifeSafetyText : w.emergencyText} (${f.agentName})`,
    [f.tenantName || w.unknownCaller, f.where].filter(Boolean).join(', '),
    issue.length > 140 ? `${issue.slice(0, 137)}...` : issue,
    f.callback ? `${w.callback}: ${f.callback}` : '',
    callUrl,
  ];
  return parts.filter(Boolean).join('\n');
}

/** The emergency text of a finished call, from its work order. */
export function emergencyText(call: CallCompleted__Output, language: Language, callUrl: string): string {
  const r = call.request;
  return emergencyTextOf(
    {
      agentName: call.agentName,
      lifeSafety: r?.urgency === 'life_safety',
      tenantName: r?.tenantName ?? '',
      where: place(r),
      issue: r?.issueSummary || r?.summary || '',
      callback: r?.callbackPhone || call.from,
    },
    language,
    callUrl,
  );
}

/** The text every on-call contact gets when nobody took an emergency. */
export function unansweredText(
  o: { agentName: string; language: Language; details: { clientName: string; address: string; phone: string; issueSummary: string }; caller: string },
  callUrl: string,
): string {
  const es = o.language === 'es';
  const d = o.details;
  const head = es ? `EMERGENCIA SIN ATENDER (${o.agentName}): nadie del equipo de guardia tomó la llamada.` : `UNANSWERED EMERGENCY (${o.agentName}): nobody on call took it.`;
  const who = [d.clientName || (es ? 'Persona desconocida' : 'Unknown caller'), d.address].filter(Boolean).join(', ');
  const issue = d.issueSummary.replace(/\s+/g, ' ').trim();
  const callback = d.phone || o.caller;
  return [head, who, issue.length > 140 ? `${issue.slice(0, 137)}...` : issue, callback ? `${WORDS[o.language].callback}: ${callback}` : '', callUrl].filter(Boolean).join('\n');
}
