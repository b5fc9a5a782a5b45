import { getOrCreateMetric as metric, promClient, registry } from '@landline/platform';
import { billableMinutes } from './events';
import type { Call } from './records';

/** Calls finished, once each, when their record is finished. */
const callsFinished = metric(
  'landline_calls_finished_total',
  () =>
    new promClient.Counter({
      name: 'landline_calls_finished_total',
      help: 'Calls finished, by source (web, phone), call type and outcome (completed, failed)',
      labelNames: ['source', 'type', 'outcome'],
      registers: [registry],
    }),
);

const callDuration = metric(
  'landline_call_duration_seconds',
  () =>
    new promClient.Histogram({
      name: 'landline_call_duration_seconds',
      help: 'Length of finished calls, by source',
      labelNames: ['source'],
      buckets: [10, 30, 60, 120, 180, 300, 600, 900, 1800, 3600],
      registers: [registry],
    }),
);

const callTransfers = metric(
  'landline_call_transfers_total',
  () =>
    new promClient.Counter({
      name: 'landline_call_transfers_total',
      help: 'Calls put through to a person, by reason (emergency, human)',
      labelNames: ['reason'],
      registers: [registry],
    }),
);

const callEmergencies = metric(
  'landline_call_emergencies_total',
  () =>
    new promClient.Counter({
      name: 'landline_call_emergencies_total',
      help: 'Finished calls flagged as an emergency, by tier (life_safety, emergency)',
      labelNames: ['tier'],
      registers: [registry],
    }),
);

const billedMinutes = metric(
  'landline_billable_minutes_total',
  () =>
    new promClient.Counter({
      name: 'landline_billable_minutes_total',
      help: "Minutes billed to owners' plans by finished calls, by source",
      labelNames: ['source'],
      registers: [registry],
    }),
);

/** Counts a call that has just been finished (never again for the same call). */
export function countFinishedCall(call: Call): void {
  callsFinished.inc({ source: call.callSource, type: call.callType, outcome: call.status });
  callDuration.observe({ source: call.callSource }, call.durationSeconds);
  for (const t of call.transfers) if (t.type === 'outgoing') callTransfers.inc({ reason: t.reason || (call.emergency ? 'emergency' : 'human') });
  const urgency = call.request?.urgency;
  if (call.emergency) callEmergencies.inc({ tier: urgency === 'life_safety' ? 'life_safety' : 'emergency' });
  // Demo calls have no owner and bill nobody.
  if (call.ownerId) billedMinutes.inc({ source: call.callSource }, billableMinutes(call.durationSeconds));
}
