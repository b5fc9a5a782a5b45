/**
 * Conversations: one call's history and its turns, whatever the engine. This is where the spec's rules
 * about turns live: input of 2 characters or fewer gets no reply, an interrupted reply is cut to what the
 * caller heard and the next one resumes with 'Sorry, let me continue - ', an engine failure speaks the
 * connection-trouble line and an empty reply the could-you-repeat line. Tokens stream out as produced;
 * the last token of a reply is an empty one marked `last`, with the reply's token usage.
 */
import { invalid, type Logger } from '@landline/platform';
import type { Analysis, TranscriptAnalyzer, TranscriptLine } from './analysis';
import type { DialogConfigs, ResolveInput } from './configs';
import { parseLanguage } from './configs';
import { firstTokenSeconds, turnsTotal } from './metrics';
import { withSafety } from './safety/guard';
import {
  isIgnorable,
  isStartMarker,
  LINES,
  type CallContext,
  type CallEvent,
  type DialogConfig,
  type DialogEngine,
  type DialogEvent,
  type EmergencyAlert,
  type Turn,
} from './types';

export const LIMITS = {
  /** Characters in one caller turn. */
  turnChars: 4_000,
  /** Turns of history a conversation may carry. */
  historyTurns: 400,
  /** Characters in one turn of carried history. */
  historyTurnChars: 8_000,
  /** Lines in a transcript to analyse. */
  transcriptLines: 1_000,
} as const;

const MESSAGES = {
  turnTooLong: 'Message is too long',
  historyTooLong: 'Conversation history is too long',
  transcriptTooLong: 'Transcript is too long',
} as const;

export interface TurnOutput {
  token(text: string, last: boolean, totalTokens: number): void;
  event(event: CallEvent): void;
}

/** Where a live call's emergencies are reported (the service's outbox); a failure never fails the turn. */
export type EmergencyAlerts = (alert: EmergencyAlert) => Promise<void>;

export interface TurnResult {
  text: string;
  totalTokens: number;
  events: CallEvent[];
  ignored: boolean;
  aborted?: boolean;
}

/** History as callers send it: roles 'user' and 'assistant' ('model' counts as 'assistant'), bounded. */
function sanitizeHistory(history: Array<{ role?: string | null; content?: string | null }> | undefined): Turn[] {
  const turns = (history ?? []).flatMap((t): Turn[] => {
    const content = typeof t.content === 'string' ? t.content.trim() : '';
    return content ? [{ role: t.role === 'user' ? 'user' : 'assistant', content }] : [];
  });
  if (turns.length > LIMITS.historyTurns || turns.some((t) => t.content.length > LIMITS.historyTurnChars)) throw invalid(MESSAGES.historyTooLong);
  return turns;
}

export class Conversation {
  readonly history: Turn[];
  private resume = false;

  constructor(
    readonly config: DialogConfig,
    history: Turn[],
    private readonly engine: DialogEngine,
    private readonly logger?: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly call?: { context: CallContext; alerts: EmergencyAlerts },
  ) {
    this.history = [...history];
  }

  /**
   * The caller spoke over the last reply. heardText (when known) is what they heard of it: the
   * assistant's last turn is cut to that (removed when they heard nothing), and the next reply resumes.
   */
  interrupt(heardText?: string): void {
    this.resume = true;
    if (heardText === undefined) return;
    const i = this.history.findLastIndex((turn) => turn.role === 'assistant');
    if (i < 0) return;
    const heard = heardText.trim();
    if (heard) this.history[i] = { role: 'assistant', content: heard };
    else this.history.splice(i, 1);
  }

  /** One caller turn; `keypad` marks keys pressed on a phone (a lone '0' is no noise to ignore). */
  async turn(message: string, out: TurnOutput, signal: AbortSignal, options: { keypad?: boolean } = {}): Promise<TurnResult> {
    const text = message.trim();
    const start = isStartMarker(text);
    const keypad = options.keypad === true && /^[0-9*#]+$/.test(text);
    if (!start && !keypad && isIgnorable(text)) {
      turnsTotal.inc({ engine: this.engine.name, outcome: 'ignored' });
      return { text: '', totalTokens: 0, events: [], ignored: true };
    }
    if (text.length > LIMITS.turnChars) throw invalid(MESSAGES.turnTooLong);
    const lang = this.config.language;
    const prefix = this.resume && !start ? LINES.resume[lang] : '';
    this.resume = false;

    const began = performance.now();
    let first = true;
    let spoken = '';
    const sink = {
      token: (t: string) => {
        if (!t || signal.aborted) return;
        if (first) {
          first = false;
          firstTokenSeconds.observe({ engine: this.engine.name }, (performance.now() - began) / 1000);
        }
        spoken += t;
        out.token(t, false, 0);
      },
    };
    if (prefix) sink.token(prefix);

    let result: { text: string; totalTokens: number; events: DialogEvent[]; failed?: boolean };
    try {
      result = await this.engine.reply({ config: this.config, history: this.history, message: text, keypad, now: this.now(), signal }, sink);
    } catch (err) {
      if (!signal.aborted) this.logger?.warn({ err, engine: this.engine.name }, 'dialog engine failed');
      result = { text: '', totalTokens: 0, events: [], failed: true };
    }

    // Reported even when the caller cut the reply short, and without holding the reply up.
    for (const event of result.events) if (event.type === 'emergency') void this.raise(event);

    if (signal.aborted) {
      // Interrupted or hung up: keep what was produced; the interrupt cuts it to what was heard.
      if (!start) this.history.push({ role: 'user', content: text });
      if (spoken.trim()) this.history.push({ role: 'assistant', content: spoken.trim() });
      turnsTotal.inc({ engine: this.engine.name, outcome: 'aborted' });
      return { text: spoken, totalTokens: result.totalTokens, events: [], ignored: false, aborted: true };
    }

    let reply = result.text;
    if (!reply.trim()) {
      reply = result.failed ? LINES.chatFailure[lang] : LINES.emptyReply[lang];
      sink.token(reply);
    }
    out.token('', true, result.totalTokens);
    const events = result.events.filter((e): e is CallEvent => e.type !== 'emergency');
    for (const event of events) out.event(event);
    turnsTotal.inc({ engine: this.engine.name, outcome: result.failed ? 'failed' : 'replied' });

    const full = `${prefix}${reply}`.trim();
    if (!start) this.history.push({ role: 'user', content: text });
    this.history.push({ role: 'assistant', content: full });
    return { text: full, totalTokens: result.totalTokens, events, ignored: false };
  }

  private async raise(event: Extract<DialogEvent, { type: 'emergency' }>): Promise<void> {
    const { config, call } = this;
    if (!call?.context.callId || !config.ownerId || !config.agentId) return;
    try {
      await call.alerts({ ...call.context, ownerId: config.ownerId, agentId: config.agentId, tier: event.tier, hazard: event.hazard, details: event.details });
    } catch (err) {
      this.logger?.warn({ err, callId: call.context.callId }, 'could not report the emergency; the call end reports it');
    }
  }
}

export interface ChatInput extends OpenInput {
  message: string;
  interrupted?: boolean;
  heardText?: string;
}

export interface OpenInput extends ResolveInput {
  history?: Array<{ role?: string | null; content?: string | null }>;
  callId?: string;
  /** Phone calls: the number the caller dialled. */
  agentNumber?: string;
}

const NO_OUTPUT: TurnOutput = { token: () => undefined, event: () => undefined };

/** The dialog engine as the service offers it: configurations resolved, conversations opened, transcripts analysed. */
export class Dialog {
  /** The engine behind the safety layer: every turn a caller takes passes through it. */
  readonly engine: DialogEngine;

  constructor(
    engine: DialogEngine,
    private readonly configs: Pick<DialogConfigs, 'resolve'>,
    private readonly analyzer: TranscriptAnalyzer,
    private readonly logger?: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly alerts?: EmergencyAlerts,
  ) {
    this.engine = withSafety(engine);
  }

  async open(input: OpenInput): Promise<Conversation> {
    const history = sanitizeHistory(input.history);
    const config = await this.configs.resolve(input);
    const context: CallContext = { callId: input.callId ?? '', source: input.source === 'phone' ? 'phone' : 'web', agentNumber: input.agentNumber ?? '' };
    return new Conversation(config, history, this.engine, this.logger, this.now, this.alerts && { context, alerts: this.alerts });
  }

  /** One stateless turn: the history is the state (POST /api/chat). */
  async chat(input: ChatInput, out: TurnOutput = NO_OUTPUT, signal: AbortSignal = new AbortController().signal): Promise<TurnResult> {
    const conversation = await this.open(input);
    if (input.interrupted) conversation.interrupt(input.heardText);
    return conversation.turn(input.message, out, signal);
  }

  async analyze(transcript: TranscriptLine[], language: string, templateType: string, signal?: AbortSignal): Promise<Analysis> {
    if (transcript.length > LIMITS.transcriptLines) throw invalid(MESSAGES.transcriptTooLong);
    return this.analyzer.analyze(transcript, parseLanguage(language) ?? 'en', { templateType, signal });
  }
}
