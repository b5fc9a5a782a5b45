/** The relay's Prometheus metrics: get-or-create, so a module evaluated again reuses the registered ones. */
import { getOrCreateMetric as metric, promClient, registry } from '@landline/platform';
export const relayTurnSeconds = metric(
  'landline_relay_turn_latency_seconds',
  () =>
    new promClient.Histogram({
      name: 'landline_relay_turn_latency_seconds',
      help: 'Phone turn latency inside Landline: caller prompt in on the relay socket to the first reply token out',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers: [registry],
    }),
);
export const relaySessions = metric(
  'landline_relay_sessions',
  () => new promClient.Gauge({ name: 'landline_relay_sessions', help: 'ConversationRelay sockets open on this process', registers: [registry] }),
);
export const relayHandovers = metric(
  'landline_relay_handovers_total',
  () =>
    new promClient.Counter({
      name: 'landline_relay_handovers_total',
      help: 'Live calls this process let go of on shutdown: handed_over (at a pause, for another process to pick up) or cut (the drain time ran out)',
      labelNames: ['result'],
      registers: [registry],
    }),
);
export const relayMalformed = metric(
  'landline_relay_malformed_messages_total',
  () => new promClient.Counter({ name: 'landline_relay_malformed_messages_total', help: 'Relay messages that could not be read (reported, then ignored)', registers: [registry] }),
);
