import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';
import type { ProtoGrpcType as AgentProto } from './generated/agent';
import type { ProtoGrpcType as BillingProto } from './generated/billing';
import type { ProtoGrpcType as ConversationProto } from './generated/conversation';
import type { ProtoGrpcType as IdentityProto } from './generated/identity';
import type { ProtoGrpcType as NotificationProto } from './generated/notification';
import type { ProtoGrpcType as RecordingProto } from './generated/recording';
import type { ProtoGrpcType as TelephonyProto } from './generated/telephony';
import type { ProtoGrpcType as WorkOrdersProto } from './generated/work_orders';

type ProtoGrpcType = AgentProto & BillingProto & ConversationProto & IdentityProto & NotificationProto & RecordingProto & TelephonyProto & WorkOrdersProto;

export const PROTO_ROOT = path.dirname(fileURLToPath(import.meta.url));

export const PROTO_FILES = [
  'landline/common/v1/common.proto',
  'landline/identity/v1/identity.proto',
  'landline/agent/v1/agent.proto',
  'landline/telephony/v1/telephony.proto',
  'landline/conversation/v1/conversation.proto',
  'landline/conversation/v1/work_orders.proto',
  'landline/billing/v1/billing.proto',
  'landline/recording/v1/recording.proto',
  'landline/notification/v1/notification.proto',
  'landline/events/v1/events.proto',
];

/** The options both the loader and proto-loader-gen-types use; the generated types depend on them. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

const packageDefinition = protoLoader.loadSync(PROTO_FILES, LOADER_OPTIONS);
const loaded = grpc.loadPackageDefinition(packageDefinition) as unknown as ProtoGrpcType;

/** Every service's client constructor and service definition, from the one proto tree. */
export const landline = loaded.landline;

// ---------------------------------------------------------------- events

const eventsRoot = protobuf.loadSync(path.join(PROTO_ROOT, 'landline/events/v1/events.proto'));

/** Kafka topic of each event type. */
export const TOPICS = {
  UserRegistered: 'landline.identity.user-registered.v1',
  OnboardingCompleted: 'landline.identity.onboarding-completed.v1',
  AgentDeleted: 'landline.agent.agent-deleted.v1',
  TransferRequested: 'landline.conversation.transfer-requested.v1',
  CallCompleted: 'landline.conversation.call-completed.v1',
  OnCallAttempt: 'landline.telephony.on-call-attempt.v1',
  OnCallUnanswered: 'landline.telephony.on-call-unanswered.v1',
  EmergencyRaised: 'landline.conversation.emergency-raised.v1',
  WorkOrderChanged: 'landline.conversation.work-order-changed.v1',
  SmsConsentChanged: 'landline.telephony.sms-consent-changed.v1',
} as const;

export type EventType = keyof typeof TOPICS;

import type { UserRegistered } from './generated/landline/events/v1/UserRegistered';
import type { OnboardingCompleted } from './generated/landline/events/v1/OnboardingCompleted';
import type { AgentDeleted } from './generated/landline/events/v1/AgentDeleted';
import type { TransferRequested } from './generated/landline/events/v1/TransferRequested';
import type { CallCompleted } from './generated/landline/events/v1/CallCompleted';
import type { OnCallAttempt } from './generated/landline/events/v1/OnCallAttempt';
import type { OnCallUnanswered } from './generated/landline/events/v1/OnCallUnanswered';
import type { EmergencyRaised } from './generated/landline/events/v1/EmergencyRaised';
import type { WorkOrderChanged } from './generated/landline/events/v1/WorkOrderChanged';
import type { SmsConsentChanged } from './generated/landline/events/v1/SmsConsentChanged';
import type { UserRegistered__Output } from './generated/landline/events/v1/UserRegistered';
import type { OnboardingCompleted__Output } from './generated/landline/events/v1/OnboardingCompleted';
import type { AgentDeleted__Output } from './generated/landline/events/v1/AgentDeleted';
import type { TransferRequested__Output } from './generated/landline/events/v1/TransferRequested';
import type { CallCompleted__Output } from './generated/landline/events/v1/CallCompleted';
import type { OnCallAttempt__Output } from './generated/landline/events/v1/OnCallAttempt';
import type { OnCallUnanswered__Output } from './generated/landline/events/v1/OnCallUnanswered';
import type { EmergencyRaised__Output } from './generated/landline/events/v1/EmergencyRaised';
import type { WorkOrderChanged__Output } from './generated/landline/events/v1/WorkOrderChanged';
import type { SmsConsentChanged__Output } from './generated/landline/events/v1/SmsConsentChanged';

export interface EventInputs {
  UserRegistered: UserRegistered;
  OnboardingCompleted: OnboardingCompleted;
  AgentDeleted: AgentDeleted;
  TransferRequested: TransferRequested;
  CallCompleted: CallCompleted;
  OnCallAttempt: OnCallAttempt;
  OnCallUnanswered: OnCallUnanswered;
  EmergencyRaised: EmergencyRaised;
  WorkOrderChanged: WorkOrderChanged;
  SmsConsentChanged: SmsConsentChanged;
}
export interface EventOutputs {
  UserRegistered: UserRegistered__Output;
  OnboardingCompleted: OnboardingCompleted__Output;
  AgentDeleted: AgentDeleted__Output;
  TransferRequested: TransferRequested__Output;
  CallCompleted: CallCompleted__Output;
  OnCallAttempt: OnCallAttempt__Output;
  OnCallUnanswered: OnCallUnanswered__Output;
  EmergencyRaised: EmergencyRaised__Output;
  WorkOrderChanged: WorkOrderChanged__Output;
  SmsConsentChanged: SmsConsentChanged__Output;
}

/** Encodes an event as its proto message (the bytes that travel on Kafka). */
export function encodeEvent<T extends EventType>(type: T, event: EventInputs[T]): Uint8Array {
  const messageType = eventsRoot.lookupType(`landline.events.v1.${type}`);
  const problem = messageType.verify(event);
  if (problem) throw new Error(`Bad ${type} event: ${problem}`);
  return messageType.encode(messageType.fromObject(event)).finish();
}

export function decodeEvent<T extends EventType>(type: T, bytes: Uint8Array): EventOutputs[T] {
  const messageType = eventsRoot.lookupType(`landline.events.v1.${type}`);
  return messageType.toObject(messageType.decode(bytes), { longs: String, enums: String, defaults: true }) as EventOutputs[T];
}
