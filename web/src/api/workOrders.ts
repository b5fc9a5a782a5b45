/** Work orders as a workflow (GET /api/getWorkOrders, /getWorkOrder; POST /updateWorkOrder, /forwardWorkOrder). */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallUrgency } from '@landline/platform/callLog';
import type { WorkOrderStatus } from '@landline/platform/workOrders';
import type { RequestBody, WorkOrderDetail } from '@landline/api';
import { callRoute } from './client';
import { ApiError } from './errors';

/** 'open' (new, assigned, in progress), 'all', or one status. */
export type WorkOrderView = 'open' | 'all' | WorkOrderStatus;

const keys = {
  all: ['workOrders'] as const,
  list: (view: WorkOrderView, urgency: CallUrgency | '') => ['workOrders', 'list', view, urgency] as const,
  one: (callId: string) => ['workOrders', 'detail', callId] as const,
};

/** The parameters given, without the empty ones. */
const given = <T extends Record<string, string>>(params: T) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '')) as Partial<T>;

const workOrderApi = {
  list: (view: WorkOrderView, urgency: CallUrgency | '', cursor = '') => callRoute('GET /getWorkOrders', { query: given({ status: view, urgency, cursor, limit: '25' }) }),
  get: (callId: string) => callRoute('GET /getWorkOrder', { query: { callId } }),
  update: (body: RequestBody<'POST /updateWorkOrder'>) => callRoute('POST /updateWorkOrder', { body }),
  forward: (body: RequestBody<'POST /forwardWorkOrder'>) => callRoute('POST /forwardWorkOrder', { body }),
};

/** The board: pages of work orders in a view, with the counts by urgency of that view. */
export function useWorkOrders(view: WorkOrderView, urgency: CallUrgency | '') {
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
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
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
