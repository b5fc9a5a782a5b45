import type { ServiceModule } from '@landline/platform';
import { identityModule } from '@landline/identity';
import { agentModule } from '@landline/agent';
import { telephonyModule } from '@landline/telephony';
import { recordingModule } from '@landline/recording';
import { conversationModule } from '@landline/conversation';
import { billingModule } from '@landline/billing';
import { notificationModule } from '@landline/notification';
import { gatewayModule } from '@landline/gateway';

/** Every service, in start order: a module starts after the peers it dials. Stop runs in reverse. */
export const MODULES: ServiceModule[] = [identityModule, agentModule, telephonyModule, recordingModule, conversationModule, billingModule, notificationModule, gatewayModule];

export const TARGET_NAMES = MODULES.map((m) => m.name);

/** `all`, one name, or a comma list, as Mimir's -target. */
export function selectModules(target: string): ServiceModule[] {
  const wanted = target
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return MODULES;
  const unknown = wanted.filter((t) => !TARGET_NAMES.includes(t));
  if (unknown.length) throw new Error(`Invalid configuration:\n  - TARGET: unknown target ${unknown.join(', ')} (choose all or ${TARGET_NAMES.join(', ')})`);
  return MODULES.filter((m) => wanted.includes(m.name));
}
