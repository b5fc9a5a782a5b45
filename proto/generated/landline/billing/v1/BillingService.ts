// Original file: proto/landline/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DashboardStats as _landline_billing_v1_DashboardStats, DashboardStats__Output as _landline_billing_v1_DashboardStats__Output } from '../../../landline/billing/v1/DashboardStats';
import type { DashboardStatsRequest as _landline_billing_v1_DashboardStatsRequest, DashboardStatsRequest__Output as _landline_billing_v1_DashboardStatsRequest__Output } from '../../../landline/billing/v1/DashboardStatsRequest';
import type { Entitlement as _landline_billing_v1_Entitlement, Entitlement__Output as _landline_billing_v1_Entitlement__Output } from '../../../landline/billing/v1/Entitlement';
import type { EntitlementRequest as _landline_billing_v1_EntitlementRequest, EntitlementRequest__Output as _landline_billing_v1_EntitlementRequest__Output } from '../../../landline/billing/v1/EntitlementRequest';
import type { GetUsageRequest as _landline_billing_v1_GetUsageRequest, GetUsageRequest__Output as _landline_billing_v1_GetUsageRequest__Output } from '../../../landline/billing/v1/GetUsageRequest';
import type { Usage as _landline_billing_v1_Usage, Usage__Output as _landline_billing_v1_Usage__Output } from '../../../landline/billing/v1/Usage';
import type { UsageHistory as _landline_billing_v1_UsageHistory, UsageHistory__Output as _landline_billing_v1_UsageHistory__Output } from '../../../landline/billing/v1/UsageHistory';
import type { UsageHistoryRequest as _landline_billing_v1_UsageHistoryRequest, UsageHistoryRequest__Output as _landline_billing_v1_UsageHistoryRequest__Output } from '../../../landline/billing/v1/UsageHistoryRequest';

export interface BillingServiceClient extends grpc.Client {
  CheckEntitlement(argument: _landline_billing_v1_EntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  CheckEntitlement(argument: _landline_billing_v1_EntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  CheckEntitlement(argument: _landline_billing_v1_EntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  CheckEntitlement(argument: _landline_billing_v1_EntitlementRequest, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  checkEntitlement(argument: _landline_billing_v1_EntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  checkEntitlement(argument: _landline_billing_v1_EntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  checkEntitlement(argument: _landline_billing_v1_EntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  checkEntitlement(argument: _landline_billing_v1_EntitlementRequest, callback: grpc.requestCallback<_landline_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
  GetDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  GetDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  GetDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  GetDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  getDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  getDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  getDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  getDashboardStats(argument: _landline_billing_v1_DashboardStatsRequest, callback: grpc.requestCallback<_landline_billing_v1_DashboardStats__Output>): grpc.ClientUnaryCall;
  
  GetUsage(argument: _landline_billing_v1_GetUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _landline_billing_v1_GetUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _landline_billing_v1_GetUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  GetUsage(argument: _landline_billing_v1_GetUsageRequest, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _landline_billing_v1_GetUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _landline_billing_v1_GetUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _landline_billing_v1_GetUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  getUsage(argument: _landline_billing_v1_GetUsageRequest, callback: grpc.requestCallback<_landline_billing_v1_Usage__Output>): grpc.ClientUnaryCall;
  
  GetUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  GetUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  GetUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  GetUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  getUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  getUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  getUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  getUsageHistory(argument: _landline_billing_v1_UsageHistoryRequest, callback: grpc.requestCallback<_landline_billing_v1_UsageHistory__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  CheckEntitlement: grpc.handleUnaryCall<_landline_billing_v1_EntitlementRequest__Output, _landline_billing_v1_Entitlement>;
  
  GetDashboardStats: grpc.handleUnaryCall<_landline_billing_v1_DashboardStatsRequest__Output, _landline_billing_v1_DashboardStats>;
  
  GetUsage: grpc.handleUnaryCall<_landline_billing_v1_GetUsageRequest__Output, _landline_billing_v1_Usage>;
  
  GetUsageHistory: grpc.handleUnaryCall<_landline_billing_v1_UsageHistoryRequest__Output, _landline_billing_v1_UsageHistory>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  CheckEntitlement: MethodDefinition<_landline_billing_v1_EntitlementRequest, _landline_billing_v1_Entitlement, _landline_billing_v1_EntitlementRequest__Output, _landline_billing_v1_Entitlement__Output>
  GetDashboardStats: MethodDefinition<_landline_billing_v1_DashboardStatsRequest, _landline_billing_v1_DashboardStats, _landline_billing_v1_DashboardStatsRequest__Output, _landline_billing_v1_DashboardStats__Output>
  GetUsage: MethodDefinition<_landline_billing_v1_GetUsageRequest, _landline_billing_v1_Usage, _landline_billing_v1_GetUsageRequest__Output, _landline_billing_v1_Usage__Output>
  GetUsageHistory: MethodDefinition<_landline_billing_v1_UsageHistoryRequest, _landline_billing_v1_UsageHistory, _landline_billing_v1_UsageHistoryRequest__Output, _landline_billing_v1_UsageHistory__Output>
}
