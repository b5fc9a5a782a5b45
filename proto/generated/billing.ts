import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AgentCost as _landline_billing_v1_AgentCost, AgentCost__Output as _landline_billing_v1_AgentCost__Output } from './landline/billing/v1/AgentCost';
import type { BillingServiceClient as _landline_billing_v1_BillingServiceClient, BillingServiceDefinition as _landline_billing_v1_BillingServiceDefinition } from './landline/billing/v1/BillingService';
import type { Costs as _landline_billing_v1_Costs, Costs__Output as _landline_billing_v1_Costs__Output } from './landline/billing/v1/Costs';
import type { DashboardStats as _landline_billing_v1_DashboardStats, DashboardStats__Output as _landline_billing_v1_DashboardStats__Output } from './landline/billing/v1/DashboardStats';
import type { DashboardStatsRequest as _landline_billing_v1_DashboardStatsRequest, DashboardStatsRequest__Output as _landline_billing_v1_DashboardStatsRequest__Output } from './landline/billing/v1/DashboardStatsRequest';
import type { Entitlement as _landline_billing_v1_Entitlement, Entitlement__Output as _landline_billing_v1_Entitlement__Output } from './landline/billing/v1/Entitlement';
import type { EntitlementRequest as _landline_billing_v1_EntitlementRequest, EntitlementRequest__Output as _landline_billing_v1_EntitlementRequest__Output } from './landline/billing/v1/EntitlementRequest';
import type { GetUsageRequest as _landline_billing_v1_GetUsageRequest, GetUsageRequest__Output as _landline_billing_v1_GetUsageRequest__Output } from './landline/billing/v1/GetUsageRequest';
import type { PhoneNumberCost as _landline_billing_v1_PhoneNumberCost, PhoneNumberCost__Output as _landline_billing_v1_PhoneNumberCost__Output } from './landline/billing/v1/PhoneNumberCost';
import type { SubscriptionState as _landline_billing_v1_SubscriptionState, SubscriptionState__Output as _landline_billing_v1_SubscriptionState__Output } from './landline/billing/v1/SubscriptionState';
import type { SubscriptionTerms as _landline_billing_v1_SubscriptionTerms, SubscriptionTerms__Output as _landline_billing_v1_SubscriptionTerms__Output } from './landline/billing/v1/SubscriptionTerms';
import type { Usage as _landline_billing_v1_Usage, Usage__Output as _landline_billing_v1_Usage__Output } from './landline/billing/v1/Usage';
import type { UsageDay as _landline_billing_v1_UsageDay, UsageDay__Output as _landline_billing_v1_UsageDay__Output } from './landline/billing/v1/UsageDay';
import type { UsageHistory as _landline_billing_v1_UsageHistory, UsageHistory__Output as _landline_billing_v1_UsageHistory__Output } from './landline/billing/v1/UsageHistory';
import type { UsageHistoryRequest as _landline_billing_v1_UsageHistoryRequest, UsageHistoryRequest__Output as _landline_billing_v1_UsageHistoryRequest__Output } from './landline/billing/v1/UsageHistoryRequest';
import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    billing: {
      v1: {
        AgentCost: MessageTypeDefinition<_landline_billing_v1_AgentCost, _landline_billing_v1_AgentCost__Output>
        BillingService: SubtypeConstructor<typeof grpc.Client, _landline_billing_v1_BillingServiceClient> & { service: _landline_billing_v1_BillingServiceDefinition }
        Costs: MessageTypeDefinition<_landline_billing_v1_Costs, _landline_billing_v1_Costs__Output>
        DashboardStats: MessageTypeDefinition<_landline_billing_v1_DashboardStats, _landline_billing_v1_DashboardStats__Output>
        DashboardStatsRequest: MessageTypeDefinition<_landline_billing_v1_DashboardStatsRequest, _landline_billing_v1_DashboardStatsRequest__Output>
        Entitlement: MessageTypeDefinition<_landline_billing_v1_Entitlement, _landline_billing_v1_Entitlement__Output>
        EntitlementRequest: MessageTypeDefinition<_landline_billing_v1_EntitlementRequest, _landline_billing_v1_EntitlementRequest__Output>
        GetUsageRequest: MessageTypeDefinition<_landline_billing_v1_GetUsageRequest, _landline_billing_v1_GetUsageRequest__Output>
        PhoneNumberCost: MessageTypeDefinition<_landline_billing_v1_PhoneNumberCost, _landline_billing_v1_PhoneNumberCost__Output>
        SubscriptionState: MessageTypeDefinition<_landline_billing_v1_SubscriptionState, _landline_billing_v1_SubscriptionState__Output>
        SubscriptionTerms: MessageTypeDefinition<_landline_billing_v1_SubscriptionTerms, _landline_billing_v1_SubscriptionTerms__Output>
        Usage: MessageTypeDefinition<_landline_billing_v1_Usage, _landline_billing_v1_Usage__Output>
        UsageDay: MessageTypeDefinition<_landline_billing_v1_UsageDay, _landline_billing_v1_UsageDay__Output>
        UsageHistory: MessageTypeDefinition<_landline_billing_v1_UsageHistory, _landline_billing_v1_UsageHistory__Output>
        UsageHistoryRequest: MessageTypeDefinition<_landline_billing_v1_UsageHistoryRequest, _landline_billing_v1_UsageHistoryRequest__Output>
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

