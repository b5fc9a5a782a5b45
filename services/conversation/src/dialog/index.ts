/**
 * The dialog engine of the conversation service, assembled from configuration: the engine (the model
 * when OPENAI_API_KEY is set, else the offline receptionist), configurations from the agent service,
 * transcript analysis, and the gRPC handlers (Converse, Chat, ChatStream, AnalyzeTranscript).
 */
import OpenAI from 'openai';
import type { Logger } from '@landline/platform';
import { TranscriptAnalyzer, type TranscriptLine, type WorkOrder } from './analysis';
import { DialogConfigs, type AgentDirectory } from './configs';
import { DIALOG_STREAMING, dialogHandlers } from './grpc';
import { LlmEngine } from './llm';
import { OfflineEngine } from './offline/engine';
import { Dialog, type EmergencyAlerts } from './service';
import type { DialogEngine, Language } from './types';

export interface DialogSettings {
  engine: 'llm' | 'offline';
  openai: { apiKey: string; baseURL?: string; model: string; timeoutMs: number };
  idleMs: number;
  maxCallMs: number;
  /** The clock calls are answered by (business hours); tests and the evaluation fix it. */
  now?: () => Date;
}

export function createDialog(settings: DialogSettings, agents: AgentDirectory, logger: Logger, alerts?: EmergencyAlerts) {
  let engine: DialogEngine;
  let analyzer: TranscriptAnalyzer;
  if (settings.engine === 'llm') {
    const client = new OpenAI({ apiKey: settings.openai.apiKey, baseURL: settings.openai.baseURL, timeout: settings.openai.timeoutMs, maxRetries: 1 });
    engine = new LlmEngine(settings.openai, logger, client);
    analyzer = new TranscriptAnalyzer({ client, model: settings.openai.model }, logger);
  } else {
    engine = new OfflineEngine();
    analyzer = new TranscriptAnalyzer(undefined, logger);
  }
  const dialog = new Dialog(engine, new DialogConfigs(agents, logger), analyzer, logger, settings.now, alerts);
  return {
    dialog,
    engine: engine.name,
    handlers: dialogHandlers(dialog, { idleMs: settings.idleMs, maxCallMs: settings.maxCallMs, startMs: 30_000, logger }),
    streaming: DIALOG_STREAMING,
    /** Post-call analysis for call records: the work order of a finished call, or null when it holds none. */
    analyzeCall: async (transcript: TranscriptLine[], language: Language, callerPhone = ''): Promise<WorkOrder | null> => {
      const analysis = await analyzer.analyze(transcript, language, { callerPhone });
      const r = analysis.request;
      return r.tenantName || r.issueSummary || r.callbackPhone || r.propertyAddress ? r : null;
    },
  };
}

export type { TranscriptLine, WorkOrder } from './analysis';
export type { CallEvent, EmergencyAlert, Turn } from './types';
export { START_MARKER } from './types';
