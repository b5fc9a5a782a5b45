import type { Logger, Queryable } from '@landline/platform';
import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { BillingStore, CallUsage } from './store';

/** Whole minutes a call bills, as carriers bill: seconds rounded up (59 s → 1, 60 s → 1, 61 s → 2, 0 s → 0). */
export const billableMinutes = (seconds: number) => Math.ceil(Math.max(0, Math.floor(seconds || 0)) / 60);

/**
 * The landing page's demo employees (issue 4's contract). A signed-in owner talking to one of them is
 * saved as a test call with the employee as its agent: counted as activity, never billed.
 */
const DEMO_EMPLOYEE_IDS: readonly string[] = ['sarah', 'sofia', 'marcus', 'diego', 'emma', 'james'];

const MAX_ID = 200;

function timeOf(...candidates: string[]): Date | null {
  for (const c of candidates) {
    if (!c) continue;
    const d = new Date(c);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return null;
}

/**
 * The ledger row a CallCompleted makes, or undefined for calls nobody is billed for: landing-page demo
 * calls (no tenant, call type web_demo) and events without a call id. A call's day is its start time.
 */
export function usageOf(event: CallCompleted__Output, eventId: string, now: Date = new Date()): CallUsage | undefined {
  const ownerId = (event.meta?.tenantId ?? '').trim().slice(0, MAX_ID);
  const callId = event.callId.trim().slice(0, MAX_ID);
  if (!ownerId || !callId || event.callType === 'web_demo') return undefined;
  const agentId = event.agentId.trim().slice(0, MAX_ID);
  const durationSeconds = Math.max(0, Math.floor(event.durationSeconds || 0));
  const endedAt = timeOf(event.endedAt);
  return {
    ownerId,
    callId,
    agentId,
    agentName: event.agentName.trim().slice(0, MAX_ID),
    callSource: event.source,
    callType: event.callType,
    status: event.status,
    startedAt: timeOf(event.startedAt, event.endedAt, event.meta?.occurredAt ?? '') ?? now,
    endedAt,
    durationSeconds,
    billableMinutes: billableMinutes(durationSeconds),
    billed: !DEMO_EMPLOYEE_IDS.includes(agentId.toLowerCase()),
    transfers: Math.max(0, event.transferCount || 0),
    emergency: event.emergency,
    eventId,
  };
}

/** Counts CallCompleted events into the usage ledger, once per (owner, call) whatever the event id. */
export class UsageRecorder {
  constructor(
    private readonly store: BillingStore,
    private readonly logger: Logger,
  ) {}

  /** Inside the consumer's transaction; true when the call was counted now. */
  async record(q: Queryable, event: CallCompleted__Output, eventId: string): Promise<boolean> {
    const usage = usageOf(event, eventId);
    if (!usage) return false;
    const counted = await this.store.insertCall(q, usage);
    if (counted) this.logger.debug({ ownerId: usage.ownerId, callId: usage.callId, minutes: usage.billableMinutes, billed: usage.billed }, 'call counted');
    else this.logger.info({ ownerId: usage.ownerId, callId: usage.callId, eventId }, 'call already counted; event ignored');
    return counted;
  }
}
