import { notifications } from '@mantine/notifications';

/** Toast durations. */
export const TOAST_DURATION_MS = {
  default: 4000,
  success: 3000,
  error: 5000,
  agentLimit: 5000,
} as const;

export function notifySuccess(message: string, title?: string) {
  notifications.show({ message, title, color: 'teal', autoClose: TOAST_DURATION_MS.success });
}

export function notifyError(message: string, title?: string) {
  notifications.show({ message, title, color: 'red', autoClose: TOAST_DURATION_MS.error });
}

/** The plan's agent limit (shown 5 s). */
export function notifyAgentLimit(message: string) {
  notifications.show({ message, title: 'Plan limit reached', color: 'orange', autoClose: TOAST_DURATION_MS.agentLimit });
}
