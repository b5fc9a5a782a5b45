import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Call as CallMessage } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { GetRecentCallsRequest__Output } from '@landline/proto/generated/landline/conversation/v1/GetRecentCallsRequest';
import type { GetRecentCallsResponse } from '@landline/proto/generated/landline/conversation/v1/GetRecentCallsResponse';
import type { SaveCallRequest__Output } from '@landline/proto/generated/landline/conversation/v1/SaveCallRequest';
import type { ServiceRequest as ServiceRequestMessage, ServiceRequest__Output } from '@landline/proto/generated/landline/conversation/v1/ServiceRequest';
import type { UpdateCallAudioRequest__Output } from '@landline/proto/generated/landline/conversation/v1/UpdateCallAudioRequest';
import type { CallRequest } from './analysis';
import type { Call, CallRecords } from './records';

const userOf = (actor: Actor__Output | null | undefined) => actor?.userId || null;

function requestMessage(r: CallRequest | null): ServiceRequestMessage | null {
  if (!r) return null;
  const { permissionToEnter, ...rest } = r;
  return { ...rest, ...(permissionToEnter === null ? {} : { permissionToEnter }) };
}

const requestInput = (r: ServiceRequest__Output | null) => (r ? { ...r, permissionToEnter: r.permissionToEnter ?? null } : undefined);

function callMessage(c: Call): CallMessage {
  return {
    id: c.id,
    ownerId: c.ownerId ?? '',
    agentId: c.agentId,
    agentName: c.agentName,
    callSource: c.callSource,
    callType: c.callType,
    templateType: c.templateType,
    status: c.status,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime?.toISOString() ?? '',
    durationSeconds: c.durationSeconds,
    transfers: c.transfers,
    fromNumber: c.fromNumber,
    toNumber: c.toNumber,
    recordingUrl: c.recordingUrl,
    emergency: c.emergency,
    language: c.language,
    totalTokens: c.totalTokens,
    transcript: c.transcript,
    firstMessagePreview: c.firstMessagePreview,
    hasRecording: c.hasRecording,
    recordingKey: c.recordingKey,
    request: requestMessage(c.request),
    employee: c.employee,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    urgency: c.urgency,
    outcomes: c.outcomes,
  };
}

/**
 * gRPC handlers of the call-record RPCs: translate messages, nothing more. The owner is the actor's user
 * id; without an actor a trusted peer may name it (call.owner_id / owner_id). The gateway never sets those.
 */
export function callHandlers(records: CallRecords) {
  return {
    SaveCall: async (req: SaveCallRequest__Output): Promise<CallMessage> => {
      const c = req.call;
      const saved = await records.save(userOf(req.actor) ?? (c?.ownerId || null), {
        id: c?.id ?? '',
        callType: c?.callType ?? '',
        callSource: c?.callSource,
        agentId: c?.agentId,
        agentName: c?.agentName,
        employee: c?.employee,
        templateType: c?.templateType,
        language: c?.language,
        status: c?.status,
        startTime: c?.startTime,
        endTime: c?.endTime,
        durationSeconds: c?.durationSeconds,
        fromNumber: c?.fromNumber,
        toNumber: c?.toNumber,
        transcript: c?.transcript,
        transfers: c?.transfers,
        emergency: c?.emergency,
        recordingUrl: c?.recordingUrl,
        recordingKey: c?.recordingKey,
        totalTokens: c?.totalTokens,
        request: requestInput(c?.request ?? null),
      });
      return callMessage(saved);
    },
    UpdateCallAudio: async (req: UpdateCallAudioRequest__Output) => {
      await records.updateAudio(userOf(req.actor) ?? (req.ownerId || null), req.callId, req.audioUrl, req.recordingKey);
      return {};
    },
    GetRecentCalls: async (req: GetRecentCallsRequest__Output): Promise<GetRecentCallsResponse> => {
      const filter = {
        q: req.q,
        fromDate: req.fromDate,
        toDate: req.toDate,
        timeZone: req.timeZone,
        urgency: req.urgency,
        outcome: req.outcome,
        source: req.source,
        templateType: req.templateType,
      };
      const page = await records.recent(userOf(req.actor), { limit: req.limit, agentId: req.agentId, cursor: req.cursor, callId: req.callId, filter });
      return {
        calls: page.calls.map(callMessage),
        totalCount: page.totalCount ?? page.calls.length,
        hasMore: page.hasMore ?? false,
        nextCursor: page.nextCursor ?? '',
        templateTypes: page.templateTypes ?? [],
      };
    },
  };
}
