import { z } from '@landline/platform';
import { agentPhone, PHONE_MESSAGES, phoneProblem } from './phones';

/** Someone rung, after the transfer number, when nobody takes an emergency. */
export interface OnCallContact {
  name: string;
  /** E.164. */
  phone: string;
}

const LADDER_LIMITS = { contacts: 5, name: 60, minRingSeconds: 10, maxRingSeconds: 60 } as const;
/** How long each phone rings before the next one is tried, unless the owner says otherwise. */
export const DEFAULT_RING_SECONDS = 20;

export const LADDER_MESSAGES = {
  tooMany: `At most ${LADDER_LIMITS.contacts} on-call contacts are allowed`,
  nameRequired: (n: number) => `On-call contact ${n} needs a name`,
  nameTooLong: (n: number) => `On-call contact ${n}: Name is too long (at most ${LADDER_LIMITS.name} characters)`,
  phoneRequired: (n: number) => `On-call contact ${n} needs a phone number`,
  phoneFormat: (n: number) => `On-call contact ${n}: ${PHONE_MESSAGES.transferFormat}`,
  phonePremium: (n: number) => `On-call contact ${n}: ${PHONE_MESSAGES.transferPremium}`,
  transferNumber: (n: number) => `On-call contact ${n} has the transfer number, which already rings first`,
  duplicate: 'On-call contacts must have different numbers',
  ringSeconds: `Ring time must be between ${LADDER_LIMITS.minRingSeconds} and ${LADDER_LIMITS.maxRingSeconds} seconds`,
} as const;

/**
 * The request's shape, as the proto carries it: a ladder not sent keeps its value, a ladder sent
 * (even empty) replaces it; ring time not sent keeps its value.
 */
export const ladderInput = z.object({ contacts: z.array(z.object({ name: z.string().nullish(), phone: z.string().nullish() })).nullish() }).nullish();
export const ringSecondsInput = z.union([z.number(), z.nan()]).nullish();
type LadderInput = z.infer<typeof ladderInput>;

const contactName = z.string().min(1).max(LADDER_LIMITS.name);
const ringSeconds = z.int().min(LADDER_LIMITS.minRingSeconds).max(LADDER_LIMITS.maxRingSeconds);

/** The ladder after a request: the one sent, names trimmed and phones in E.164 when they can be read; else the stored one. */
export function applyLadder(base: OnCallContact[], sent: LadderInput): OnCallContact[] {
  if (!sent) return base;
  return (sent.contacts ?? []).map((c) => ({ name: (c.name ?? '').trim(), phone: agentPhone(c.phone ?? '') }));
}

/** A stored ladder as the service hands it out (rows written before the column existed read as []). */
export function storedLadder(value: unknown): OnCallContact[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return list.map((c: Partial<Record<'name' | 'phone', unknown>> | null) => ({ name: text(c?.name), phone: text(c?.phone) }));
}

/** The first problem of a normalised ladder and ring time, in the order the form shows them; undefined when fine. */
export function ladderProblem(t: { transferNumber: string; ladder: OnCallContact[]; ringSeconds: number }): string | undefined {
  if (t.ladder.length > LADDER_LIMITS.contacts) return LADDER_MESSAGES.tooMany;
  const seen = new Set<string>();
  const transferNumber = agentPhone(t.transferNumber);
  for (const [i, contact] of t.ladder.entries()) {
    const n = i + 1;
    if (!contact.name) return LADDER_MESSAGES.nameRequired(n);
    if (!contactName.safeParse(contact.name).success) return LADDER_MESSAGES.nameTooLong(n);
    if (!contact.phone) return LADDER_MESSAGES.phoneRequired(n);
    const problem = phoneProblem(contact.phone);
    if (problem === 'format') return LADDER_MESSAGES.phoneFormat(n);
    if (problem === 'premium') return LADDER_MESSAGES.phonePremium(n);
    if (contact.phone === transferNumber) return LADDER_MESSAGES.transferNumber(n);
    if (seen.has(contact.phone)) return LADDER_MESSAGES.duplicate;
    seen.add(contact.phone);
  }
  if (!ringSeconds.safeParse(t.ringSeconds).success) return LADDER_MESSAGES.ringSeconds;
  return undefined;
}
