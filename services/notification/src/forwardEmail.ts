import type { WorkOrderChanged__Output } from '@landline/proto/generated/landline/events/v1/WorkOrderChanged';
import { escapeHtml, subjectLine, workOrderRows, WORDS, type EmailSummary, type Language } from './messages';

const FORWARD_WORDS = {
  en: {
    workOrder: 'Work order',
    forwardedBy: (who: string) => `${who} forwarded you this work order.`,
    forwarded: 'This work order was forwarded to you.',
    note: 'Note',
    status: 'Status',
    assignee: 'Assigned to',
    unassigned: 'Nobody yet',
  },
  es: {
    workOrder: 'Orden de trabajo',
    forwardedBy: (who: string) => `${who} le reenvió esta orden de trabajo.`,
    forwarded: 'Se le reenvió esta orden de trabajo.',
    note: 'Nota',
    status: 'Estado',
    assignee: 'Asignada a',
    unassigned: 'Nadie todavía',
  },
} as const;

const STATUS: Record<string, Record<Language, string>> = {
  new: { en: 'New', es: 'Nueva' },
  assigned: { en: 'Assigned', es: 'Asignada' },
  in_progress: { en: 'In progress', es: 'En curso' },
  done: { en: 'Done', es: 'Terminada' },
  cancelled: { en: 'Cancelled', es: 'Cancelada' },
};

const workOrderStatusLabel = (status: string, language: Language) => STATUS[status]?.[language] ?? status;

/**
 * A work order forwarded by email: the owner's note, the work order, its status and assignee, and the link
 * to the call page, in the call's language. Subject like `Work order · Plumbing · 42 Oak Street 3B — Jordan Rivera`.
 */
export function forwardEmail(e: WorkOrderChanged__Output, language: Language, callUrl: string): EmailSummary {
  const w = WORDS[language];
  const f = FORWARD_WORDS[language];
  const r = e.workOrder;
  const intro = e.actor ? f.forwardedBy(e.actor) : f.forwarded;
  const note = e.note.trim();
  const rows: Array<[string, string]> = [
    [f.status, workOrderStatusLabel(e.status, language) || w.none],
    [f.assignee, e.assignee || f.unassigned],
    ...workOrderRows(r, '', language),
  ];
  const summary = r?.summary ?? '';
  const text = [
    intro,
    ...(note ? ['', `${f.note}: ${note}`] : []),
    '',
    ...(r ? [] : [w.noRequest]),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(summary ? ['', `${w.summary}: ${summary}`] : []),
    '',
    `${w.open}: ${callUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    note ? `<p><strong>${escapeHtml(f.note)}:</strong> ${escapeHtml(note)}</p>` : '',
    r ? '' : `<p>${escapeHtml(w.noRequest)}</p>`,
    `<table cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    summary ? `<p><strong>${escapeHtml(w.summary)}:</strong> ${escapeHtml(summary)}</p>` : '',
    `<p><a href="${escapeHtml(callUrl)}">${escapeHtml(w.open)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: subjectLine(f.workOrder, r, '', f.workOrder, language), text, html };
}
