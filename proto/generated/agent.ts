import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Agent as _landline_agent_v1_Agent, Agent__Output as _landline_agent_v1_Agent__Output } from './landline/agent/v1/Agent';
import type { AgentIdentity as _landline_agent_v1_AgentIdentity, AgentIdentity__Output as _landline_agent_v1_AgentIdentity__Output } from './landline/agent/v1/AgentIdentity';
import type { AgentServiceClient as _landline_agent_v1_AgentServiceClient, AgentServiceDefinition as _landline_agent_v1_AgentServiceDefinition } from './landline/agent/v1/AgentService';
import type { BusinessHours as _landline_agent_v1_BusinessHours, BusinessHours__Output as _landline_agent_v1_BusinessHours__Output } from './landline/agent/v1/BusinessHours';
import type { Company as _landline_agent_v1_Company, Company__Output as _landline_agent_v1_Company__Output } from './landline/agent/v1/Company';
import type { CreateAgentRequest as _landline_agent_v1_CreateAgentRequest, CreateAgentRequest__Output as _landline_agent_v1_CreateAgentRequest__Output } from './landline/agent/v1/CreateAgentRequest';
import type { Customizations as _landline_agent_v1_Customizations, Customizations__Output as _landline_agent_v1_Customizations__Output } from './landline/agent/v1/Customizations';
import type { DeleteAgentRequest as _landline_agent_v1_DeleteAgentRequest, DeleteAgentRequest__Output as _landline_agent_v1_DeleteAgentRequest__Output } from './landline/agent/v1/DeleteAgentRequest';
import type { Features as _landline_agent_v1_Features, Features__Output as _landline_agent_v1_Features__Output } from './landline/agent/v1/Features';
import type { GetAgentInternalRequest as _landline_agent_v1_GetAgentInternalRequest, GetAgentInternalRequest__Output as _landline_agent_v1_GetAgentInternalRequest__Output } from './landline/agent/v1/GetAgentInternalRequest';
import type { GetAgentRequest as _landline_agent_v1_GetAgentRequest, GetAgentRequest__Output as _landline_agent_v1_GetAgentRequest__Output } from './landline/agent/v1/GetAgentRequest';
import type { ListAgentsRequest as _landline_agent_v1_ListAgentsRequest, ListAgentsRequest__Output as _landline_agent_v1_ListAgentsRequest__Output } from './landline/agent/v1/ListAgentsRequest';
import type { ListAgentsResponse as _landline_agent_v1_ListAgentsResponse, ListAgentsResponse__Output as _landline_agent_v1_ListAgentsResponse__Output } from './landline/agent/v1/ListAgentsResponse';
import type { ListTemplatesRequest as _landline_agent_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _landline_agent_v1_ListTemplatesRequest__Output } from './landline/agent/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _landline_agent_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _landline_agent_v1_ListTemplatesResponse__Output } from './landline/agent/v1/ListTemplatesResponse';
import type { Notifications as _landline_agent_v1_Notifications, Notifications__Output as _landline_agent_v1_Notifications__Output } from './landline/agent/v1/Notifications';
import type { OnCallContact as _landline_agent_v1_OnCallContact, OnCallContact__Output as _landline_agent_v1_OnCallContact__Output } from './landline/agent/v1/OnCallContact';
import type { OnCallLadder as _landline_agent_v1_OnCallLadder, OnCallLadder__Output as _landline_agent_v1_OnCallLadder__Output } from './landline/agent/v1/OnCallLadder';
import type { Schedule as _landline_agent_v1_Schedule, Schedule__Output as _landline_agent_v1_Schedule__Output } from './landline/agent/v1/Schedule';
import type { Template as _landline_agent_v1_Template, Template__Output as _landline_agent_v1_Template__Output } from './landline/agent/v1/Template';
import type { TransferConfig as _landline_agent_v1_TransferConfig, TransferConfig__Output as _landline_agent_v1_TransferConfig__Output } from './landline/agent/v1/TransferConfig';
import type { UpdateAgentRequest as _landline_agent_v1_UpdateAgentRequest, UpdateAgentRequest__Output as _landline_agent_v1_UpdateAgentRequest__Output } from './landline/agent/v1/UpdateAgentRequest';
import type { VoiceSettings as _landline_agent_v1_VoiceSettings, VoiceSettings__Output as _landline_agent_v1_VoiceSettings__Output } from './landline/agent/v1/VoiceSettings';
import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    agent: {
      v1: {
        Agent: MessageTypeDefinition<_landline_agent_v1_Agent, _landline_agent_v1_Agent__Output>
        AgentIdentity: MessageTypeDefinition<_landline_agent_v1_AgentIdentity, _landline_agent_v1_AgentIdentity__Output>
        AgentService: SubtypeConstructor<typeof grpc.Client, _landline_agent_v1_AgentServiceClient> & { service: _landline_agent_v1_AgentServiceDefinition }
        BusinessHours: MessageTypeDefinition<_landline_agent_v1_BusinessHours, _landline_agent_v1_BusinessHours__Output>
        Company: MessageTypeDefinition<_landline_agent_v1_Company, _landline_agent_v1_Company__Output>
        CreateAgentRequest: MessageTypeDefinition<_landline_agent_v1_CreateAgentRequest, _landline_agent_v1_CreateAgentRequest__Output>
        Customizations: MessageTypeDefinition<_landline_agent_v1_Customizations, _landline_agent_v1_Customizations__Output>
        DeleteAgentRequest: MessageTypeDefinition<_landline_agent_v1_DeleteAgentRequest, _landline_agent_v1_DeleteAgentRequest__Output>
        Features: MessageTypeDefinition<_landline_agent_v1_Features, _landline_agent_v1_Features__Output>
        GetAgentInternalRequest: MessageTypeDefinition<_landline_agent_v1_GetAgentInternalRequest, _landline_agent_v1_GetAgentInternalRequest__Output>
        GetAgentRequest: MessageTypeDefinition<_landline_agent_v1_GetAgentRequest, _landline_agent_v1_GetAgentRequest__Output>
        ListAgentsRequest: MessageTypeDefinition<_landline_agent_v1_ListAgentsRequest, _landline_agent_v1_ListAgentsRequest__Output>
        ListAgentsResponse: MessageTypeDefinition<_landline_agent_v1_ListAgentsResponse, _landline_agent_v1_ListAgentsResponse__Output>
        ListTemplatesRequest: MessageTypeDefinition<_landline_agent_v1_ListTemplatesRequest, _landline_agent_v1_ListTemplatesRequest__Output>
        ListTemplatesResponse: MessageTypeDefinition<_landline_agent_v1_ListTemplatesResponse, _landline_agent_v1_ListTemplatesResponse__Output>
        Notifications: MessageTypeDefinition<_landline_agent_v1_Notifications, _landline_agent_v1_Notifications__Output>
        OnCallContact: MessageTypeDefinition<_landline_agent_v1_OnCallContact, _landline_agent_v1_OnCallContact__Output>
        OnCallLadder: MessageTypeDefinition<_landline_agent_v1_OnCallLadder, _landline_agent_v1_OnCallLadder__Output>
        Schedule: MessageTypeDefinition<_landline_agent_v1_Schedule, _landline_agent_v1_Schedule__Output>
        Template: MessageTypeDefinition<_landline_agent_v1_Template, _landline_agent_v1_Template__Output>
        TransferConfig: MessageTypeDefinition<_landline_agent_v1_TransferConfig, _landline_agent_v1_TransferConfig__Output>
        UpdateAgentRequest: MessageTypeDefinition<_landline_agent_v1_UpdateAgentRequest, _landline_agent_v1_UpdateAgentRequest__Output>
        VoiceSettings: MessageTypeDefinition<_landline_agent_v1_VoiceSettings, _landline_agent_v1_VoiceSettings__Output>
      }
    }
    common: {
      v1: {
        Actor: MessageTypeDefinition<_landline_common_v1_Actor, _landline_common_v1_Actor__Output>
        Empty: MessageTypeDefinition<_landline_common_v1_Empty, _landline_common_v1_Empty__Output>
      }
    }
  }
}

