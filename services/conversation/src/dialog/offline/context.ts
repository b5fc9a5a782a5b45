/**
 * What every part of the offline receptionist's reply shares: the call's context, the reply being
 * written, what the caller's turn changed, and the work order's details as said to the team.
 */
import { type KnowledgeBase } from '../knowledge';
import { type AfterHours, type DialogConfig, type DialogEvent, type Directive, type Language, type TransferDetails } from '../types';
import { type CallState, type Facts, type Flavour } from './state';

type Mode = 'open' | AfterHours;

export interface Ctx {
  config: DialogConfig;
  /** What the safety layer in front of the engine decided about this turn. */
  directive?: Directive;
  lang: Language;
  flavour: Flavour;
  mode: Mode;
  open: boolean;
  kb: KnowledgeBase;
  state: CallState;
}

export class Reply {
  readonly parts: string[] = [];
  readonly events: DialogEvent[] = [];
  add(text: string | undefined): this {
    const t = text?.trim();
    if (t) this.parts.push(t);
    return this;
  }
  get text(): string {
    return this.parts.join(' ');
  }
}

export interface TurnInfo {
  learned: Set<keyof Facts>;
  newEmergency: boolean;
  wasClosing: boolean;
  lastAsked: Set<string>;
}

export const firstName = (name?: string): string => name?.split(/\s+/)[0] ?? '';
export const lowerFirst = (s: string) => (/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

export function hasAnything(f: Facts): boolean {
  return Boolean(f.name || f.issue || f.phone || f.address || f.message || f.need || f.reason);
}

const unitLabel = (lang: Language) => (lang === 'es' ? 'Unidad' : 'Unit');

export function fullAddress(f: Pick<Facts, 'address' | 'unit'>, lang: Language): string {
  if (!f.address) return '';
  return f.unit ? `${f.address}, ${unitLabel(lang)} ${f.unit}` : f.address;
}

export function transferDetails(f: Facts, lang: Language): TransferDetails {
  return {
    clientName: f.name ?? '',
    address: fullAddress(f, lang),
    phone: f.phone ?? '',
    issueSummary: [f.issue, f.issueDetail].filter(Boolean).join('. '),
  };
}
