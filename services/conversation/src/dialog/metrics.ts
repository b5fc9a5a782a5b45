import { getOrCreateMetric as metric, promClient, registry } from '@landline/platform';

/** Time from a caller's turn to the reply's first token, by engine. */
export const firstTokenSeconds = metric(
  'landline_dialog_first_token_seconds',
  () =>
    new promClient.Histogram({
      name: 'landline_dialog_first_token_seconds',
      help: 'Dialog turn latency: caller turn in to first reply token out, by engine',
      labelNames: ['engine'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers: [registry],
    }),
);

export const turnsTotal = metric(
  'landline_dialog_turns_total',
  () =>
    new promClient.Counter({
      name: 'landline_dialog_turns_total',
      help: 'Dialog turns by engine and outcome (replied, ignored, failed, aborted)',
      labelNames: ['engine', 'outcome'],
      registers: [registry],
    }),
);

const tokensTotal = metric(
  'landline_dialog_tokens_total',
  () =>
    new promClient.Counter({
      name: 'landline_dialog_tokens_total',
      help: 'Model tokens used by the dialog engine, by model and kind (prompt, completion)',
      labelNames: ['engine', 'model', 'kind'],
      registers: [registry],
    }),
);

export const liveConversations = metric(
  'landline_dialog_live_conversations',
  () => new promClient.Gauge({ name: 'landline_dialog_live_conversations', help: 'Converse streams open now', registers: [registry] }),
);

export function recordTokens(engine: string, model: string, prompt: number, completion: number): void {
  if (prompt) tokensTotal.inc({ engine, model, kind: 'prompt' }, prompt);
  if (completion) tokensTotal.inc({ engine, model, kind: 'completion' }, completion);
}
