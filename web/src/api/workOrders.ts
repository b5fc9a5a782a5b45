/** Work orders as a workflow (GET /api/getWorkOrders, /getWorkOrder; POST /updateWorkOrder, /forwardWorkOrder). */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallUrgency } from '@landline/platform/callLog';
import type { WorkOrderChangeKind, WorkOrderStatus } from '@landline/platform/workOrders';
import { apiRequest } from './client';

export interface WorkOrderSummary {
  callId: string;
  status: WorkOrderStatus;
  assignee: string;
  urgency: CallUrgency | '';
  category: string;
  tenantName: string;
  propertyAddress: string;
  unit: string;
  callbackPhone: string;
  issueSummary: string;
  agentId: string;
  agentName: string;
  callType: string;
  language: string;
  startedAt: string;
  updatedAt: string;
  notes: number;
}

export interface WorkOrderChange {
  id: string;
  at: string;
  actor: string;
  kind: WorkOrderChangeKind;
  from: string;
  to: string;
  note: string;
}

export interface WorkOrderDetail extends WorkOrderSummary {
  permissionToEnter?: boolean;
  pets: string;
  accessNotes: string;
  summary: string;
  history: WorkOrderChange[];
}

export interface WorkOrdersPage {
  workOrders: WorkOrderSummary[];
  counts: { urgency: CallUrgency; count: number }[];
  totalCount: number;
  nextCursor: string | null;
}

/** 'open' (new, assigned, in progress), 'all', or one status. */
export type WorkOrderView = 'open' | 'all' | WorkOrderStatus;

const keys = {
  all: ['workOrders'] as const,
  list: (view: WorkOrderView, urgency: string) => ['workOrders', 'list', view, urgency] as const,
  one: (callId: string) => ['workOrders', 'detail', callId] as const,
};

const qs = (params: Record<string, string>) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();

export const workOrderApi = {
  list: (view: WorkOrderView, urgency: string, cursor = '') => apiRequest<WorkOrdersPage>(`/getWorkOrders?${qs({ status: view, urgency, cursor, limit: '25' })}`),
  get: (callId: string) => apiRequest<{ workOrder: WorkOrderDetail }>(`/getWorkOrder?${qs({ callId })}`),
  update: (body: { callId: string; status?: WorkOrderStatus; assignee?: string; note?: string }) =>
    apiRequest<{ workOrder: WorkOrderDetail }>('/updateWorkOrder', { method: 'POST', body }),
  forward: (body: { callId: string; to: string; note?: string }) => apiRequest<{ workOrder: WorkOrderDetail }>('/forwardWorkOrder', { method: 'POST', body }),
};

/** The board: pages of work orders in a view, with the counts by urgency of that view. */
export function useWorkOrders(view: WorkOrderView, urgency: string) {
  return useInfiniteQuery({
    queryKey: keys.list(view, urgency),
    queryFn: ({ pageParam }) => workOrderApi.list(view, urgency, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor || undefined,
    placeholderData: keepPreviousData,
  });
}

/** One call's work order with its history; null when the call holds none. */
export function useWorkOrder(callId: string, enabled = true) {
  return useQuery({
    queryKey: keys.one(callId),
    queryFn: async () => (await workOrderApi.get(callId)).workOrder,
    enabled: enabled && callId !== '',
    retry: (count, error) => count < 2 && !(error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 404),
  });
}

function useWorkOrderMutation<B>(send: (body: B) => Promise<{ workOrder: WorkOrderDetail }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ workOrder }) => {
      client.setQueryData(keys.one(workOrder.callId), workOrder);
      void client.invalidateQueries({ queryKey: keys.all, predicate: (q) => q.queryKey[1] === 'list' });
      // A forward is an email: the call page's notifications list picks it up.
      void client.invalidateQueries({ queryKey: ['notifications', 'call', workOrder.callId] });
    },
  });
}

export const useUpdateWorkOrder = () => useWorkOrderMutation(workOrderApi.update);
export const useForwardWorkOrder = () => useWorkOrderMutation(workOrderApi.forward);
