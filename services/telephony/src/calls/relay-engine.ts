/**
 * A relayed call's link to the dialog engine: one Converse stream at a time, opened with the conversation
 * so far, reopened after a language switch or a failure, and only the current stream's messages passed on.
 */
import type { grpc } from '@landline/platform';
import type { ConverseInput } from '@landline/proto/generated/landline/conversation/v1/ConverseInput';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import type { CallRow, Language } from '../store';
import type { HistoryTurn } from './relay-transcript';

export type ConverseStream = grpc.ClientDuplexStream<ConverseInput, ConverseOutput__Output>;

export interface EngineEvents {
  output(m: ConverseOutput__Output): void;
  /** The stream failed; `failures` counts failures since the last reply that finished. */
  failed(err: grpc.ServiceError, failures: number): void;
}

/** What the engine is told when a phone call's stream opens. */
export function engineStart(call: CallRow, language: Language, history: HistoryTurn[]): NonNullable<ConverseInput['start']> {
  return { callId: call.call_sid, agentId: call.agent_id, language, source: 'phone', history, callerNumber: call.from_number, agentNumber: call.to_number };
}

export class EngineLink {
  private stream?: ConverseStream;
  private restart = false;
  private failures = 0;

  constructor(
    private readonly converse: () => ConverseStream,
    /** What the engine is told when a stream opens (the history as it is at that moment). */
    private readonly start: () => NonNullable<ConverseInput['start']>,
    private readonly events: EngineEvents,
  ) {}

  /** Opens a stream if none is open (a new one if the conversation's language changed). */
  ready(): void {
    if (this.restart) {
      this.restart = false;
      this.close();
    }
    if (!this.stream) this.open();
  }

  send(input: ConverseInput): void {
    this.stream?.write(input);
  }

  /** The engine speaks one language a conversation: the next turn carries the conversation over to a new stream. */
  restartOnNextTurn(): void {
    this.restart = true;
  }

  /** A reply finished: failures before it no longer count toward giving up. */
  replied(): void {
    this.failures = 0;
  }

  close(): void {
    const stream = this.stream;
    this.stream = undefined;
    if (!stream) return;
    try {
      stream.write({ hangup: {} });
      stream.end();
    } catch {
      stream.cancel();
    }
  }

  private open(): void {
    const stream = this.converse();
    this.stream = stream;
    stream.on('data', (m: ConverseOutput__Output) => {
      if (stream === this.stream) this.events.output(m);
    });
    stream.on('error', (err: grpc.ServiceError) => {
      if (stream !== this.stream) return;
      this.stream = undefined;
      this.events.failed(err, ++this.failures);
    });
    stream.on('end', () => {
      if (this.stream === stream) this.stream = undefined;
    });
    stream.write({ start: this.start() });
  }
}
