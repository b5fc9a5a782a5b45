import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AgentDeleted as _landline_events_v1_AgentDeleted, AgentDeleted__Output as _landline_events_v1_AgentDeleted__Output } from './landline/events/v1/AgentDeleted';
import type { CallCompleted as _landline_events_v1_CallCompleted, CallCompleted__Output as _landline_events_v1_CallCompleted__Output } from './landline/events/v1/CallCompleted';
import type { EmergencyRaised as _landline_events_v1_EmergencyRaised, EmergencyRaised__Output as _landline_events_v1_EmergencyRaised__Output } from './landline/events/v1/EmergencyRaised';
import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from './landline/events/v1/EventMeta';
import type { OnCallAttempt as _landline_events_v1_OnCallAttempt, OnCallAttempt__Output as _landline_events_v1_OnCallAttempt__Output } from './landline/events/v1/OnCallAttempt';
import type { OnCallUnanswered as _landline_events_v1_OnCallUnanswered, OnCallUnanswered__Output as _landline_events_v1_OnCallUnanswered__Output } from './landline/events/v1/OnCallUnanswered';
import type { OnboardingCompleted as _landline_events_v1_OnboardingCompleted, OnboardingCompleted__Output as _landline_events_v1_OnboardingCompleted__Output } from './landline/events/v1/OnboardingCompleted';
import type { SmsConsentChanged as _landline_events_v1_SmsConsentChanged, SmsConsentChanged__Output as _landline_events_v1_SmsConsentChanged__Output } from './landline/events/v1/SmsConsentChanged';
import type { TranscriptLine as _landline_events_v1_TranscriptLine, TranscriptLine__Output as _landline_events_v1_TranscriptLine__Output } from './landline/events/v1/TranscriptLine';
import type { TransferDetails as _landline_events_v1_TransferDetails, TransferDetails__Output as _landline_events_v1_TransferDetails__Output } from './landline/events/v1/TransferDetails';
import type { TransferRequested as _landline_events_v1_TransferRequested, TransferRequested__Output as _landline_events_v1_TransferRequested__Output } from './landline/events/v1/TransferRequested';
import type { UserRegistered as _landline_events_v1_UserRegistered, UserRegistered__Output as _landline_events_v1_UserRegistered__Output } from './landline/events/v1/UserRegistered';
import type { WorkOrder as _landline_events_v1_WorkOrder, WorkOrder__Output as _landline_events_v1_WorkOrder__Output } from './landline/events/v1/WorkOrder';
import type { WorkOrderChanged as _landline_events_v1_WorkOrderChanged, WorkOrderChanged__Output as _landline_events_v1_WorkOrderChanged__Output } from './landline/events/v1/WorkOrderChanged';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    events: {
      v1: {
        AgentDeleted: MessageTypeDefinition<_landline_events_v1_AgentDeleted, _landline_events_v1_AgentDeleted__Output>
        CallCompleted: MessageTypeDefinition<_landline_events_v1_CallCompleted, _landline_events_v1_CallCompleted__Output>
        EmergencyRaised: MessageTypeDefinition<_landline_events_v1_EmergencyRaised, _landline_events_v1_EmergencyRaised__Output>
        EventMeta: MessageTypeDefinition<_landline_events_v1_EventMeta, _landline_events_v1_EventMeta__Output>
        OnCallAttempt: MessageTypeDefinition<_landline_events_v1_OnCallAttempt, _landline_events_v1_OnCallAttempt__Output>
        OnCallUnanswered: MessageTypeDefinition<_landline_events_v1_OnCallUnanswered, _landline_events_v1_OnCallUnanswered__Output>
        OnboardingCompleted: MessageTypeDefinition<_landline_events_v1_OnboardingCompleted, _landline_events_v1_OnboardingCompleted__Output>
        SmsConsentChanged: MessageTypeDefinition<_landline_events_v1_SmsConsentChanged, _landline_events_v1_SmsConsentChanged__Output>
        TranscriptLine: MessageTypeDefinition<_landline_events_v1_TranscriptLine, _landline_events_v1_TranscriptLine__Output>
        TransferDetails: MessageTypeDefinition<_landline_events_v1_TransferDetails, _landline_events_v1_TransferDetails__Output>
        TransferRequested: MessageTypeDefinition<_landline_events_v1_TransferRequested, _landline_events_v1_TransferRequested__Output>
        UserRegistered: MessageTypeDefinition<_landline_events_v1_UserRegistered, _landline_events_v1_UserRegistered__Output>
        WorkOrder: MessageTypeDefinition<_landline_events_v1_WorkOrder, _landline_events_v1_WorkOrder__Output>
        WorkOrderChanged: MessageTypeDefinition<_landline_events_v1_WorkOrderChanged, _landline_events_v1_WorkOrderChanged__Output>
      }
    }
  }
}

