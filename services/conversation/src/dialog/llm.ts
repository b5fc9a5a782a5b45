/**
 * The LLM engine: the `openai` client against any OpenAI-compatible endpoint. Replies stream token by
 * token (chat.completions with stream: true and usage in the last chunk); the model calls tools to record
 * the maintenance request, to request a transfer and to end the call. Tool calls become engine events,
 * and the model gets the tool results to go on speaking (up to a few rounds per reply).
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { timeDependency, type Logger } from '@landline/platform';
import { asUrgency, CATEGORIES, URGENCIES } from '../calls/analysis';
import { analyzeOffline, type WorkOrder } from './analysis';
import { DEMO_EMERGENCY_EMPLOYEE } from './demo';
import { normalizePhone } from './offline/numbers';
import { P } from './offline/phrases';
import { buildSystemPrompt, directiveNote } from './prompt';
import { recordTokens } from './metrics';
import { isStartMarker, LINES, type DialogEngine, type DialogEvent, type EngineInput, type EngineResult, type ReplySink, type TransferDetails } from './types';

export interface LlmOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** Model calls per reply (tool results are fed back in between). */
  maxRounds?: number;
  temperature?: number;
}

const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'record_maintenance_request',
      description: 'Record the maintenance request (work order) once you have its details. Call it again if details change.',
      parameters: {
        type: 'object',
        properties: {
          tenantName: { type: 'string', description: "The caller's full name" },
          propertyAddress: { type: 'string', description: 'Street address of the property, without the unit' },
          unit: { type: 'string', description: 'Unit or apartment number; empty for a house' },
          callbackPhone: { type: 'string', description: 'Callback phone number in E.164, e.g. +12125550134' },
          issue: { type: 'string', description: 'What is wrong, where, and since when' },
          category: { type: 'string', enum: [...CATEGORIES] },
          urgency: { type: 'string', enum: [...URGENCIES] },
          permissionToEnter: { type: 'boolean', description: 'May maintenance enter when nobody is home' },
          pets: { type: 'string', description: 'Pets in the home and whether they will be secured' },
          accessNotes: { type: 'string', description: 'Gate codes, parking, best times to visit' },
        },
        required: ['issue'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'request_transfer',
      description: 'Transfer the call: to the emergency team for an emergency, or to a person when the caller asks for one.',
      parameters: {
        type: 'object',
        properties: {
          reason: { type: 'string', enum: ['emergency', 'human'] },
          summary: { type: 'string', description: 'One sentence on what is happening, for the person taking the call' },
        },
        required: ['reason', 'summary'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'end_call',
      description: 'End the call after you have said goodbye.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string', description: 'Why the call ends, e.g. completed' } },
        additionalProperties: false,
      },
    },
  },
];

interface ToolCall {
  id: string;
  name: string;
  args: string;
}

const START_INSTRUCTION = {
  en: '[The call has just connected. Greet the caller now.]',
  es: '[La llamada acaba de conectarse. Salude a la persona ahora.]',
};
const CONTINUE_INSTRUCTION = {
  en: '[The call was just transferred to you; the conversation so far is above. Greet the caller, say who you are, and continue.]',
  es: '[La llamada acaba de ser transferida a usted; la conversación hasta ahora está arriba. Salude, diga quién es y continúe.]',
};

function parseArgs(raw: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(raw || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export class LlmEngine implements DialogEngine {
  readonly name = 'llm' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly options: LlmOptions,
    private readonly logger?: Logger,
    client?: OpenAI,
  ) {
    this.client = client ?? new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 1 });
  }

  get model(): string {
    return this.options.model;
  }

  async reply(input: EngineInput, sink: ReplySink): Promise<EngineResult> {
    const { config, signal } = input;
    const lang = config.language;
    const start = isStartMarker(input.message);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: buildSystemPrompt(config, input.now) },
      ...input.history.map((t): ChatCompletionMessageParam => (t.role === 'assistant' ? { role: 'assistant', content: t.content } : { role: 'user', content: t.content })),
      ...(input.directive && !start ? [{ role: 'system' as const, content: directiveNote(input.directive, lang) }] : []),
      { role: 'user', content: start ? (input.history.length ? CONTINUE_INSTRUCTION[lang] : START_INSTRUCTION[lang]) : input.message },
    ];
    const events: DialogEvent[] = [];
    let text = '';
    let totalTokens = 0;
    let record: Partial<WorkOrder> | undefined;
    let emergencyTransfer = false;
    let ended = false;
    const emit = (t: string) => {
      text += t;
      sink.token(t);
    };

    try {
      for (let round = 0; round < (this.options.maxRounds ?? 4) && !ended; round++) {
        // The time to the stream's first byte; the tokens' own latency is landline_dialog_first_token_seconds.
        const stream = await timeDependency('openai', 'chat_stream', () =>
          this.client.chat.completions.create(
            {
              model: this.options.model,
              messages,
              tools: TOOLS,
              tool_choice: 'auto',
              stream: true,
              stream_options: { include_usage: true },
              temperature: this.options.temperature ?? 0.4,
            },
            { signal },
          ),
        );
        let roundText = '';
        const calls = new Map<number, ToolCall>();
        // Words of a new round do not run into the last round's.
        let needSpace = text.length > 0 && !/\s$/.test(text);
        for await (const chunk of stream) {
          if (chunk.usage) {
            totalTokens += chunk.usage.total_tokens;
            recordTokens('llm', this.options.model, chunk.usage.prompt_tokens, chunk.usage.completion_tokens);
          }
          const choice = chunk.choices[0];
          if (!choice) continue;
          const delta = choice.delta;
          if (delta.content) {
            const piece = needSpace && !/^\s/.test(delta.content) ? ` ${delta.content}` : delta.content;
            needSpace = false;
            roundText += delta.content;
            emit(piece);
          }
          for (const tc of delta.tool_calls ?? []) {
            const call = calls.get(tc.index) ?? { id: '', name: '', args: '' };
            if (tc.id) call.id = tc.id;
            if (tc.function?.name) call.name += tc.function.name;
            if (tc.function?.arguments) call.args += tc.function.arguments;
            calls.set(tc.index, call);
          }
        }
        if (calls.size === 0) break;

        const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, c]) => c);
        messages.push({
          role: 'assistant',
          content: roundText || null,
          tool_calls: toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args || '{}' } })),
        });
        for (const call of toolCalls) {
          const args = parseArgs(call.args);
          let result: Record<string, unknown>;
          switch (call.name) {
            case 'record_maintenance_request': {
              record = {
                tenantName: str(args.tenantName),
                propertyAddress: str(args.propertyAddress),
                unit: str(args.unit),
                callbackPhone: normalizePhone(str(args.callbackPhone)) || str(args.callbackPhone),
                issueSummary: str(args.issue),
                category: (CATEGORIES as readonly string[]).includes(str(args.category)) ? str(args.category) : 'general',
                urgency: asUrgency(str(args.urgency)),
                permissionToEnter: typeof args.permissionToEnter === 'boolean' ? args.permissionToEnter : null,
                pets: str(args.pets),
                accessNotes: str(args.accessNotes),
              };
              result = { status: 'recorded', callbackPhone: record.callbackPhone };
              break;
            }
            case 'request_transfer': {
              const reason = str(args.reason) === 'human' ? 'human' : 'emergency';
              const allowed = reason === 'emergency' ? config.transfer.enabled || config.demo : config.transfer.enabled;
              if (allowed) {
                events.push({
                  type: 'transfer',
                  reason,
                  details: this.details(input, record, str(args.summary)),
                  transferNumber: config.demo ? '' : config.transfer.number,
                  ...(config.demo && reason === 'emergency' ? { targetEmployee: DEMO_EMERGENCY_EMPLOYEE } : {}),
                });
                if (reason === 'emergency') emergencyTransfer = true;
                result = { status: 'transferring', say: reason === 'emergency' ? LINES.emergencyTransfer[lang] : P.humanTransfer[lang] };
              } else {
                result = {
                  status: 'unavailable',
                  instructions:
                    'Transfer is not available. Take a complete message, tell the caller the team will call back, and for emergencies tell them to call 911 if anyone is in danger.',
                };
              }
              break;
            }
            case 'end_call':
              events.push({ type: 'end', reason: str(args.reason) || 'completed' });
              ended = true;
              result = { status: 'ending' };
              break;
            default:
              result = { error: `Unknown tool ${call.name}` };
          }
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    } catch (err) {
      if (signal.aborted) return { text, totalTokens, events };
      this.logger?.warn({ err, model: this.options.model }, 'LLM reply failed');
      if (!text.trim()) {
        emit(LINES.chatFailure[lang]);
        return { text, totalTokens, events, failed: true };
      }
      return { text, totalTokens, events };
    }

    // The demo's emergency detection listens for the fixed line: make sure it is said, last.
    if (emergencyTransfer && !text.includes(LINES.emergencyTransfer[lang])) emit(`${text && !/\s$/.test(text) ? ' ' : ''}${LINES.emergencyTransfer[lang]}`);
    if (!text.trim() && ended) emit(P.goodbye(lang, config.companyName));
    return { text, totalTokens, events };
  }

  /** Transfer details: what the model recorded, completed from the conversation itself. */
  private details(input: EngineInput, record: Partial<WorkOrder> | undefined, summary: string): TransferDetails {
    const transcript = [...input.history, { role: 'user' as const, content: input.message }].map((t) => ({ role: t.role, text: t.content }));
    const offline = analyzeOffline(transcript, input.config.language, { templateType: input.config.templateType });
    const address = record?.propertyAddress
      ? record.unit
        ? `${record.propertyAddress}, ${input.config.language === 'es' ? 'Unidad' : 'Unit'} ${record.unit}`
        : record.propertyAddress
      : offline.details.address;
    return {
      clientName: record?.tenantName || offline.details.clientName,
      address,
      phone: record?.callbackPhone || offline.details.phone,
      issueSummary: record?.issueSummary || summary || offline.details.issueSummary,
    };
  }
}
