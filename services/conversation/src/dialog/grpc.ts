/**
 * The dialog engine's gRPC handlers: Converse (one live call over a bidirectional stream), Chat and
 * ChatStream (one stateless turn), AnalyzeTranscript. Thin: messages in and out, the rules are in
 * service.ts; Converse adds the stream's lifecycle (start first, bounded idle time and length, an error
 * status for malformed or out-of-order messages, cancellation aborting the reply in progress).
 */
import { AppError, grpc, PeerError, type Logger } from '@landline/platform';
import type { AnalyzeTranscriptRequest__Output } from '@landline/proto/generated/landline/conversation/v1/AnalyzeTranscriptRequest';
import type { AnalyzeTranscriptResponse } from '@landline/proto/generated/landline/conversation/v1/AnalyzeTranscriptResponse';
import type { ChatRequest__Output } from '@landline/proto/generated/landline/conversation/v1/ChatRequest';
import type { ChatResponse } from '@landline/proto/generated/landline/conversation/v1/ChatResponse';
import type { ConverseInput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseInput';
import type { ConverseOutput } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import { liveConversations } from './metrics';
import { LIMITS, type ChatInput, type Conversation, type Dialog, type TurnOutput } from './service';
import type { CallEvent } from './types';

const CONVERSE_MESSAGES = {
  malformed: 'Malformed message: one of start, caller_turn, interrupt or hangup is required',
  startFirst: 'The call has not started: send start first',
  startTwice: 'The call has already started',
  noStart: 'No start message arrived in time',
  turnTooLong: 'Turn text is too long',
  tooManyPending: 'Too many turns waiting for a reply',
} as const;

export interface ConverseOptions {
  /** No input for this long ends the call (end_call 'idle'). */
  idleMs: number;
  /** A call never lasts longer (end_call 'max_duration'). */
  maxCallMs: number;
  /** The start message must arrive within this. */
  startMs: number;
  maxPending?: number;
  logger?: Logger;
}

function eventMessage(e: CallEvent): ConverseOutput {
  if (e.type === 'transfer') {
    return { transfer: { reason: e.reason, transferNumber: e.transferNumber, details: e.details, targetEmployee: e.targetEmployee ?? '' } };
  }
  return { endCall: { reason: e.reason } };
}

function status(err: unknown): { code: grpc.status; details: string; metadata?: grpc.Metadata } {
  if (err instanceof AppError) {
    const metadata = new grpc.Metadata();
    if (err.details) metadata.set('x-error-details', JSON.stringify(err.details));
    return { code: err.grpcStatus, details: err.message, metadata };
  }
  if (err instanceof PeerError && err.code !== grpc.status.INTERNAL && err.code !== grpc.status.UNKNOWN) return { code: err.code, details: err.message };
  return { code: grpc.status.INTERNAL, details: 'Internal error' };
}

function chatInput(req: ChatRequest__Output): ChatInput {
  return {
    actor: req.actor,
    agentId: req.agentId,
    employee: req.employee,
    customConfigJson: req.customConfigJson,
    language: req.language,
    source: 'web',
    callerNumber: req.callerNumber,
    callId: req.callId,
    history: req.history,
    message: req.message,
    interrupted: req.interrupted,
    heardText: req.heardText,
  };
}

/** Converse: one live call. */
function converseHandler(dialog: Dialog, options: ConverseOptions): grpc.handleBidiStreamingCall<ConverseInput__Output, ConverseOutput> {
  return (call) => {
    const logger = options.logger;
    let conversation: Conversation | undefined;
    let started = false;
    let closed = false;
    let pending = 0;
    let chain: Promise<void> = Promise.resolve();
    let current: AbortController | undefined;
    let idleTimer: NodeJS.Timeout | undefined;
    liveConversations.inc();

    const cleanup = () => {
      if (closed) return false;
      closed = true;
      current?.abort();
      clearTimeout(idleTimer);
      clearTimeout(startTimer);
      clearTimeout(maxTimer);
      liveConversations.dec();
      return true;
    };
    const write = (message: ConverseOutput) => {
      if (!closed && !call.destroyed && call.writable) call.write(message);
    };
    const fail = (err: { code: grpc.status; details: string; metadata?: grpc.Metadata }) => {
      if (!cleanup()) return;
      call.emit('error', err);
    };
    const finish = (reason?: string) => {
      if (closed) return;
      if (reason) write({ endCall: { reason } });
      if (!cleanup()) return;
      call.end();
    };
    const out: TurnOutput = {
      token: (text, last, totalTokens) => write({ token: { text, last, totalTokens } }),
      event: (e) => write(eventMessage(e)),
    };
    const enqueue = (work: () => Promise<void>) => {
      pending++;
      chain = chain
        .then(async () => {
          if (!closed) await work();
        })
        .catch((err: unknown) => {
          if (!closed) logger?.warn({ err }, 'Converse turn failed');
          fail(status(err));
        })
        .finally(() => {
          pending--;
        });
    };
    const resetIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => finish('idle'), options.idleMs);
    };
    const startTimer = setTimeout(() => {
      if (!started) fail({ code: grpc.status.FAILED_PRECONDITION, details: CONVERSE_MESSAGES.noStart });
    }, options.startMs);
    const maxTimer = setTimeout(() => finish('max_duration'), options.maxCallMs);
    resetIdle();

    call.on('data', (message: ConverseInput__Output) => {
      if (closed) return;
      resetIdle();
      if (pending >= (options.maxPending ?? 16)) {
        fail({ code: grpc.status.RESOURCE_EXHAUSTED, details: CONVERSE_MESSAGES.tooManyPending });
        return;
      }
      switch (message.input) {
        case 'start': {
          if (started) {
            fail({ code: grpc.status.FAILED_PRECONDITION, details: CONVERSE_MESSAGES.startTwice });
            return;
          }
          started = true;
          clearTimeout(startTimer);
          const s = message.start;
          if (!s) return;
          enqueue(async () => {
            conversation = await dialog.open({
              actor: s.actor,
              agentId: s.agentId,
              employee: s.employee,
              customConfigJson: s.customConfigJson,
              language: s.language,
              source: s.source || 'web',
              callerNumber: s.callerNumber,
              callId: s.callId,
              agentNumber: s.agentNumber,
              history: s.history,
            });
          });
          return;
        }
        case 'callerTurn': {
          if (!started) {
            fail({ code: grpc.status.FAILED_PRECONDITION, details: CONVERSE_MESSAGES.startFirst });
            return;
          }
          const text = message.callerTurn?.text ?? '';
          const keypad = message.callerTurn?.keypad === true;
          if (text.length > LIMITS.turnChars) {
            fail({ code: grpc.status.INVALID_ARGUMENT, details: CONVERSE_MESSAGES.turnTooLong });
            return;
          }
          enqueue(async () => {
            const controller = new AbortController();
            current = controller;
            try {
              if (!conversation) throw new Error('The conversation did not open.');
              await conversation.turn(text, out, controller.signal, { keypad });
            } finally {
              if (current === controller) current = undefined;
            }
          });
          return;
        }
        case 'interrupt': {
          if (!started) {
            fail({ code: grpc.status.FAILED_PRECONDITION, details: CONVERSE_MESSAGES.startFirst });
            return;
          }
          // Stop the reply now; cut the history once the stopped turn has settled.
          current?.abort();
          const heard = message.interrupt?.heardText ?? '';
          enqueue(async () => conversation?.interrupt(heard));
          return;
        }
        case 'hangup':
          current?.abort();
          finish();
          return;
        default: {
          fail({ code: grpc.status.INVALID_ARGUMENT, details: CONVERSE_MESSAGES.malformed });
          return;
        }
      }
    });
    // The caller half-closed: answer what is pending, then end.
    call.on('end', () => {
      void chain.then(() => finish());
    });
    call.on('cancelled', () => {
      cleanup();
    });
    call.on('close', () => {
      cleanup();
    });
  };
}

export function dialogHandlers(dialog: Dialog, options: ConverseOptions) {
  return {
    Converse: converseHandler(dialog, options),

    Chat: async (req: ChatRequest__Output, call?: grpc.ServerUnaryCall<ChatRequest__Output, ChatResponse>): Promise<ChatResponse> => {
      const controller = new AbortController();
      call?.on('cancelled', () => controller.abort());
      const result = await dialog.chat(chatInput(req), undefined, controller.signal);
      return { text: result.text, totalTokens: result.totalTokens, events: result.events.map(eventMessage), ignored: result.ignored };
    },

    ChatStream: ((call: grpc.ServerWritableStream<ChatRequest__Output, ConverseOutput>) => {
      const controller = new AbortController();
      call.on('cancelled', () => controller.abort());
      const write = (m: ConverseOutput) => {
        if (!controller.signal.aborted && call.writable) call.write(m);
      };
      dialog
        .chat(
          chatInput(call.request),
          { token: (text, last, totalTokens) => write({ token: { text, last, totalTokens } }), event: (e) => write(eventMessage(e)) },
          controller.signal,
        )
        .then(() => call.end())
        .catch((err: unknown) => {
          if (!(err instanceof AppError)) options.logger?.warn({ err }, 'ChatStream failed');
          call.emit('error', status(err));
        });
    }) as grpc.handleServerStreamingCall<ChatRequest__Output, ConverseOutput>,

    AnalyzeTranscript: async (req: AnalyzeTranscriptRequest__Output): Promise<AnalyzeTranscriptResponse> => {
      const analysis = await dialog.analyze(req.transcript, req.language, req.templateType);
      const { permissionToEnter, ...rest } = analysis.request;
      return {
        request: { ...rest, ...(permissionToEnter === null ? {} : { permissionToEnter }) },
        details: analysis.details,
        missing: analysis.missing,
        emergency: analysis.emergency,
        engine: analysis.engine,
      };
    },
  };
}

/** The streaming methods, for serveGrpc (their handlers are not wrapped as unary). */
export const DIALOG_STREAMING = ['Converse', 'ChatStream'];
