// Original file: proto/landline/agent/v1/agent.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Agent as _landline_agent_v1_Agent, Agent__Output as _landline_agent_v1_Agent__Output } from '../../../landline/agent/v1/Agent';
import type { CreateAgentRequest as _landline_agent_v1_CreateAgentRequest, CreateAgentRequest__Output as _landline_agent_v1_CreateAgentRequest__Output } from '../../../landline/agent/v1/CreateAgentRequest';
import type { DeleteAgentRequest as _landline_agent_v1_DeleteAgentRequest, DeleteAgentRequest__Output as _landline_agent_v1_DeleteAgentRequest__Output } from '../../../landline/agent/v1/DeleteAgentRequest';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from '../../../landline/common/v1/Empty';
import type { GetAgentInternalRequest as _landline_agent_v1_GetAgentInternalRequest, GetAgentInternalRequest__Output as _landline_agent_v1_GetAgentInternalRequest__Output } from '../../../landline/agent/v1/GetAgentInternalRequest';
import type { GetAgentRequest as _landline_agent_v1_GetAgentRequest, GetAgentRequest__Output as _landline_agent_v1_GetAgentRequest__Output } from '../../../landline/agent/v1/GetAgentRequest';
import type { ListAgentsRequest as _landline_agent_v1_ListAgentsRequest, ListAgentsRequest__Output as _landline_agent_v1_ListAgentsRequest__Output } from '../../../landline/agent/v1/ListAgentsRequest';
import type { ListAgentsResponse as _landline_agent_v1_ListAgentsResponse, ListAgentsResponse__Output as _landline_agent_v1_ListAgentsResponse__Output } from '../../../landline/agent/v1/ListAgentsResponse';
import type { ListTemplatesRequest as _landline_agent_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _landline_agent_v1_ListTemplatesRequest__Output } from '../../../landline/agent/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _landline_agent_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _landline_agent_v1_ListTemplatesResponse__Output } from '../../../landline/agent/v1/ListTemplatesResponse';
import type { UpdateAgentRequest as _landline_agent_v1_UpdateAgentRequest, UpdateAgentRequest__Output as _landline_agent_v1_UpdateAgentRequest__Output } from '../../../landline/agent/v1/UpdateAgentRequest';

export interface AgentServiceClient extends grpc.Client {
  CreateAgent(argument: _landline_agent_v1_CreateAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _landline_agent_v1_CreateAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _landline_agent_v1_CreateAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  CreateAgent(argument: _landline_agent_v1_CreateAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _landline_agent_v1_CreateAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _landline_agent_v1_CreateAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _landline_agent_v1_CreateAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  createAgent(argument: _landline_agent_v1_CreateAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  DeleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAgent(argument: _landline_agent_v1_DeleteAgentRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  GetAgent(argument: _landline_agent_v1_GetAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _landline_agent_v1_GetAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _landline_agent_v1_GetAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgent(argument: _landline_agent_v1_GetAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _landline_agent_v1_GetAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _landline_agent_v1_GetAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _landline_agent_v1_GetAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgent(argument: _landline_agent_v1_GetAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  GetAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  GetAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  getAgentInternal(argument: _landline_agent_v1_GetAgentInternalRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  
  ListAgents(argument: _landline_agent_v1_ListAgentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _landline_agent_v1_ListAgentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _landline_agent_v1_ListAgentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  ListAgents(argument: _landline_agent_v1_ListAgentsRequest, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _landline_agent_v1_ListAgentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _landline_agent_v1_ListAgentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _landline_agent_v1_ListAgentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  listAgents(argument: _landline_agent_v1_ListAgentsRequest, callback: grpc.requestCallback<_landline_agent_v1_ListAgentsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTemplates(argument: _landline_agent_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _landline_agent_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _landline_agent_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _landline_agent_v1_ListTemplatesRequest, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _landline_agent_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _landline_agent_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _landline_agent_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _landline_agent_v1_ListTemplatesRequest, callback: grpc.requestCallback<_landline_agent_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateAgent(argument: _landline_agent_v1_UpdateAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _landline_agent_v1_UpdateAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _landline_agent_v1_UpdateAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  UpdateAgent(argument: _landline_agent_v1_UpdateAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _landline_agent_v1_UpdateAgentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _landline_agent_v1_UpdateAgentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _landline_agent_v1_UpdateAgentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  updateAgent(argument: _landline_agent_v1_UpdateAgentRequest, callback: grpc.requestCallback<_landline_agent_v1_Agent__Output>): grpc.ClientUnaryCall;
  
}

export interface AgentServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateAgent: grpc.handleUnaryCall<_landline_agent_v1_CreateAgentRequest__Output, _landline_agent_v1_Agent>;
  
  DeleteAgent: grpc.handleUnaryCall<_landline_agent_v1_DeleteAgentRequest__Output, _landline_common_v1_Empty>;
  
  GetAgent: grpc.handleUnaryCall<_landline_agent_v1_GetAgentRequest__Output, _landline_agent_v1_Agent>;
  
  GetAgentInternal: grpc.handleUnaryCall<_landline_agent_v1_GetAgentInternalRequest__Output, _landline_agent_v1_Agent>;
  
  ListAgents: grpc.handleUnaryCall<_landline_agent_v1_ListAgentsRequest__Output, _landline_agent_v1_ListAgentsResponse>;
  
  ListTemplates: grpc.handleUnaryCall<_landline_agent_v1_ListTemplatesRequest__Output, _landline_agent_v1_ListTemplatesResponse>;
  
  UpdateAgent: grpc.handleUnaryCall<_landline_agent_v1_UpdateAgentRequest__Output, _landline_agent_v1_Agent>;
  
}

export interface AgentServiceDefinition extends grpc.ServiceDefinition {
  CreateAgent: MethodDefinition<_landline_agent_v1_CreateAgentRequest, _landline_agent_v1_Agent, _landline_agent_v1_CreateAgentRequest__Output, _landline_agent_v1_Agent__Output>
  DeleteAgent: MethodDefinition<_landline_agent_v1_DeleteAgentRequest, _landline_common_v1_Empty, _landline_agent_v1_DeleteAgentRequest__Output, _landline_common_v1_Empty__Output>
  GetAgent: MethodDefinition<_landline_agent_v1_GetAgentRequest, _landline_agent_v1_Agent, _landline_agent_v1_GetAgentRequest__Output, _landline_agent_v1_Agent__Output>
  GetAgentInternal: MethodDefinition<_landline_agent_v1_GetAgentInternalRequest, _landline_agent_v1_Agent, _landline_agent_v1_GetAgentInternalRequest__Output, _landline_agent_v1_Agent__Output>
  ListAgents: MethodDefinition<_landline_agent_v1_ListAgentsRequest, _landline_agent_v1_ListAgentsResponse, _landline_agent_v1_ListAgentsRequest__Output, _landline_agent_v1_ListAgentsResponse__Output>
  ListTemplates: MethodDefinition<_landline_agent_v1_ListTemplatesRequest, _landline_agent_v1_ListTemplatesResponse, _landline_agent_v1_ListTemplatesRequest__Output, _landline_agent_v1_ListTemplatesResponse__Output>
  UpdateAgent: MethodDefinition<_landline_agent_v1_UpdateAgentRequest, _landline_agent_v1_Agent, _landline_agent_v1_UpdateAgentRequest__Output, _landline_agent_v1_Agent__Output>
}
