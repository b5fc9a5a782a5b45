import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { ForwardWorkOrderRequest as _landline_conversation_v1_ForwardWorkOrderRequest, ForwardWorkOrderRequest__Output as _landline_conversation_v1_ForwardWorkOrderRequest__Output } from './landline/conversation/v1/ForwardWorkOrderRequest';
import type { GetWorkOrderRequest as _landline_conversation_v1_GetWorkOrderRequest, GetWorkOrderRequest__Output as _landline_conversation_v1_GetWorkOrderRequest__Output } from './landline/conversation/v1/GetWorkOrderRequest';
import type { ListWorkOrdersRequest as _landline_conversation_v1_ListWorkOrdersRequest, ListWorkOrdersRequest__Output as _landline_conversation_v1_ListWorkOrdersRequest__Output } from './landline/conversation/v1/ListWorkOrdersRequest';
import type { ListWorkOrdersResponse as _landline_conversation_v1_ListWorkOrdersResponse, ListWorkOrdersResponse__Output as _landline_conversation_v1_ListWorkOrdersResponse__Output } from './landline/conversation/v1/ListWorkOrdersResponse';
import type { UpdateWorkOrderRequest as _landline_conversation_v1_UpdateWorkOrderRequest, UpdateWorkOrderRequest__Output as _landline_conversation_v1_UpdateWorkOrderRequest__Output } from './landline/conversation/v1/UpdateWorkOrderRequest';
import type { UrgencyCount as _landline_conversation_v1_UrgencyCount, UrgencyCount__Output as _landline_conversation_v1_UrgencyCount__Output } from './landline/conversation/v1/UrgencyCount';
import type { WorkOrderChange as _landline_conversation_v1_WorkOrderChange, WorkOrderChange__Output as _landline_conversation_v1_WorkOrderChange__Output } from './landline/conversation/v1/WorkOrderChange';
import type { WorkOrderDetail as _landline_conversation_v1_WorkOrderDetail, WorkOrderDetail__Output as _landline_conversation_v1_WorkOrderDetail__Output } from './landline/conversation/v1/WorkOrderDetail';
import type { WorkOrderServiceClient as _landline_conversation_v1_WorkOrderServiceClient, WorkOrderServiceDefinition as _landline_conversation_v1_WorkOrderServiceDefinition } from './landline/conversation/v1/WorkOrderService';
import type { WorkOrderSummary as _landline_conversation_v1_WorkOrderSummary, WorkOrderSummary__Output as _landline_conversation_v1_WorkOrderSummary__Output } from './landline/conversation/v1/WorkOrderSummary';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    common: {
      v1: {
        Actor: MessageTypeDefinition<_landline_common_v1_Actor, _landline_common_v1_Actor__Output>
        Empty: MessageTypeDefinition<_landline_common_v1_Empty, _landline_common_v1_Empty__Output>
      }
    }
    conversation: {
      v1: {
        ForwardWorkOrderRequest: MessageTypeDefinition<_landline_conversation_v1_ForwardWorkOrderRequest, _landline_conversation_v1_ForwardWorkOrderRequest__Output>
        GetWorkOrderRequest: MessageTypeDefinition<_landline_conversation_v1_GetWorkOrderRequest, _landline_conversation_v1_GetWorkOrderRequest__Output>
        ListWorkOrdersRequest: MessageTypeDefinition<_landline_conversation_v1_ListWorkOrdersRequest, _landline_conversation_v1_ListWorkOrdersRequest__Output>
        ListWorkOrdersResponse: MessageTypeDefinition<_landline_conversation_v1_ListWorkOrdersResponse, _landline_conversation_v1_ListWorkOrdersResponse__Output>
        UpdateWorkOrderRequest: MessageTypeDefinition<_landline_conversation_v1_UpdateWorkOrderRequest, _landline_conversation_v1_UpdateWorkOrderRequest__Output>
        UrgencyCount: MessageTypeDefinition<_landline_conversation_v1_UrgencyCount, _landline_conversation_v1_UrgencyCount__Output>
        WorkOrderChange: MessageTypeDefinition<_landline_conversation_v1_WorkOrderChange, _landline_conversation_v1_WorkOrderChange__Output>
        WorkOrderDetail: MessageTypeDefinition<_landline_conversation_v1_WorkOrderDetail, _landline_conversation_v1_WorkOrderDetail__Output>
        WorkOrderService: SubtypeConstructor<typeof grpc.Client, _landline_conversation_v1_WorkOrderServiceClient> & { service: _landline_conversation_v1_WorkOrderServiceDefinition }
        WorkOrderSummary: MessageTypeDefinition<_landline_conversation_v1_WorkOrderSummary, _landline_conversation_v1_WorkOrderSummary__Output>
      }
    }
  }
}

