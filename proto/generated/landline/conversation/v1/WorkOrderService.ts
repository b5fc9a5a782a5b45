// Original file: proto/landline/conversation/v1/work_orders.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ForwardWorkOrderRequest as _landline_conversation_v1_ForwardWorkOrderRequest, ForwardWorkOrderRequest__Output as _landline_conversation_v1_ForwardWorkOrderRequest__Output } from '../../../landline/conversation/v1/ForwardWorkOrderRequest';
import type { GetWorkOrderRequest as _landline_conversation_v1_GetWorkOrderRequest, GetWorkOrderRequest__Output as _landline_conversation_v1_GetWorkOrderRequest__Output } from '../../../landline/conversation/v1/GetWorkOrderRequest';
import type { ListWorkOrdersRequest as _landline_conversation_v1_ListWorkOrdersRequest, ListWorkOrdersRequest__Output as _landline_conversation_v1_ListWorkOrdersRequest__Output } from '../../../landline/conversation/v1/ListWorkOrdersRequest';
import type { ListWorkOrdersResponse as _landline_conversation_v1_ListWorkOrdersResponse, ListWorkOrdersResponse__Output as _landline_conversation_v1_ListWorkOrdersResponse__Output } from '../../../landline/conversation/v1/ListWorkOrdersResponse';
import type { UpdateWorkOrderRequest as _landline_conversation_v1_UpdateWorkOrderRequest, UpdateWorkOrderRequest__Output as _landline_conversation_v1_UpdateWorkOrderRequest__Output } from '../../../landline/conversation/v1/UpdateWorkOrderRequest';
import type { WorkOrderDetail as _landline_conversation_v1_WorkOrderDetail, WorkOrderDetail__Output as _landline_conversation_v1_WorkOrderDetail__Output } from '../../../landline/conversation/v1/WorkOrderDetail';

export interface WorkOrderServiceClient extends grpc.Client {
  ForwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  ForwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  ForwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  ForwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  forwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  forwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  forwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  forwardWorkOrder(argument: _landline_conversation_v1_ForwardWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  
  GetWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  GetWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  GetWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  GetWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  getWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  getWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  getWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  getWorkOrder(argument: _landline_conversation_v1_GetWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  
  ListWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  listWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  listWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  listWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  listWorkOrders(argument: _landline_conversation_v1_ListWorkOrdersRequest, callback: grpc.requestCallback<_landline_conversation_v1_ListWorkOrdersResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  UpdateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  UpdateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  UpdateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  updateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  updateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  updateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  updateWorkOrder(argument: _landline_conversation_v1_UpdateWorkOrderRequest, callback: grpc.requestCallback<_landline_conversation_v1_WorkOrderDetail__Output>): grpc.ClientUnaryCall;
  
}

export interface WorkOrderServiceHandlers extends grpc.UntypedServiceImplementation {
  ForwardWorkOrder: grpc.handleUnaryCall<_landline_conversation_v1_ForwardWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail>;
  
  GetWorkOrder: grpc.handleUnaryCall<_landline_conversation_v1_GetWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail>;
  
  ListWorkOrders: grpc.handleUnaryCall<_landline_conversation_v1_ListWorkOrdersRequest__Output, _landline_conversation_v1_ListWorkOrdersResponse>;
  
  UpdateWorkOrder: grpc.handleUnaryCall<_landline_conversation_v1_UpdateWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail>;
  
}

export interface WorkOrderServiceDefinition extends grpc.ServiceDefinition {
  ForwardWorkOrder: MethodDefinition<_landline_conversation_v1_ForwardWorkOrderRequest, _landline_conversation_v1_WorkOrderDetail, _landline_conversation_v1_ForwardWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail__Output>
  GetWorkOrder: MethodDefinition<_landline_conversation_v1_GetWorkOrderRequest, _landline_conversation_v1_WorkOrderDetail, _landline_conversation_v1_GetWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail__Output>
  ListWorkOrders: MethodDefinition<_landline_conversation_v1_ListWorkOrdersRequest, _landline_conversation_v1_ListWorkOrdersResponse, _landline_conversation_v1_ListWorkOrdersRequest__Output, _landline_conversation_v1_ListWorkOrdersResponse__Output>
  UpdateWorkOrder: MethodDefinition<_landline_conversation_v1_UpdateWorkOrderRequest, _landline_conversation_v1_WorkOrderDetail, _landline_conversation_v1_UpdateWorkOrderRequest__Output, _landline_conversation_v1_WorkOrderDetail__Output>
}
