import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The owner's outgoing webhook (notification service through the gateway). */
export interface Webhook {
  url: string;
  enabled: boolean;
  /** Signs every delivery; shown to its owner only. */
  secret: string;
  createdAt: string;
  updatedAt: string;
}

export type WebhookEventType = 'call.completed' | 'work_order.updated' | 'ping';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  id: string;
  /** A WebhookEventType so far; the contract sends any text, so a newer server may send others. */
  type: string;
  /** A DeliveryStatus so far; the contract sends any text. */
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
  url: string;
}

const webhookKeys = {
  webhook: ['webhook'] as const,
  deliveries: ['webhook', 'deliveries'] as const,
};

const webhookApi = {
  get: () => apiRequest<{ webhook: Webhook | null }>('/getWebhook'),
  save: (body: { url: string; enabled: boolean }) => apiRequest<{ webhook: Webhook }>('/saveWebhook', { method: 'POST', body }),
  rotateSecret: () => apiRequest<{ webhook: Webhook }>('/rotateWebhookSecret', { method: 'POST', jsonWithoutBody: true }),
  remove: () => apiRequest<{ success: boolean }>('/deleteWebhook', { method: 'POST', jsonWithoutBody: true }),
  test: () => apiRequest<{ delivery: WebhookDelivery }>('/testWebhook', { method: 'POST', jsonWithoutBody: true }),
  deliveries: (limit: number) => apiRequest<{ deliveries: WebhookDelivery[]; nextCursor: string | null }>(`/getWebhookDeliveries?limit=${limit}`),
};

export function useWebhook() {
  return useQuery({ queryKey: webhookKeys.webhook, queryFn: webhookApi.get, select: (data) => data.webhook });
}

/**
 * The newest deliveries: refreshed every `pendingPollMs` while one is still on its way, else every
 * `idlePollMs` (finished calls add deliveries on their own).
 */
export function useWebhookDeliveries(limit: number, pendingPollMs: number, idlePollMs: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries,
    queryFn: () => webhookApi.deliveries(limit),
    select: (data) => data.deliveries,
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? pendingPollMs : idlePollMs),
    refetchOnWindowFocus: 'always',
  });
}

/** A webhook change: the answer replaces the cached webhook, and the delivery log is read again. */
function useWebhookChange<A>(run: (arg: A) => Promise<{ webhook: Webhook } | { success: boolean }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(webhookKeys.webhook, { webhook: 'webhook' in answer ? answer.webhook : null });
      void client.invalidateQueries({ queryKey: webhookKeys.deliveries });
    },
  });
}

export const useSaveWebhook = () => useWebhookChange(webhookApi.save);
export const useRotateWebhookSecret = () => useWebhookChange(webhookApi.rotateSecret);
export const useDeleteWebhook = () => useWebhookChange(webhookApi.remove);

export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({ mutationFn: webhookApi.test, onSuccess: () => void client.invalidateQueries({ queryKey: webhookKeys.deliveries }) });
}
