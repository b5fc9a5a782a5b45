import type { ServiceModule } from '@landline/platform';
import { identityModule } from '@landline/identity';
import { agentModule } from '@landline/agent';
import { telephonyModule } from '@landline/telephony';
import { recordingModule } from '@landline/recording';
import { conversationModule } from '@landline/conversation';
import { billingModule } from '@landline/billing';
import { notificationModule } from '@landline/notification';
import { gatewayModule } from '@landline/gateway';

const MODULES: ServiceModule[] = [identityModule, agentModule, telephonyModule, recordingModule, conversationModule, billingModule, notificationModule, gatewayModule];

/**
 * `modules` in start order: each after the modules it depends on (a dependency not among them runs in
 * another process). A dependency on no known module, or a cycle, is refused.
 */
export function startOrder(modules: readonly ServiceModule[], known: readonly string[] = modules.map((m) => m.name)): ServiceModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const done = new Set<string>();
  const ordered: ServiceModule[] = [];
  const visit = (module: ServiceModule, path: string[]) => {
    if (done.has(module.name)) return;
    if (path.includes(module.name)) throw new Error(`Invalid module graph: ${[...path, module.name].join(' → ')} is a cycle`);
    for (const dep of module.dependsOn) {
      if (!known.includes(dep)) throw new Error(`Invalid module graph: ${module.name} depends on ${dep}, which is no module`);
      const local = byName.get(dep);
      if (local) visit(local, [...path, module.name]);
    }
    done.add(module.name);
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

/** Every module in start order, checked once when the process loads. Stop runs in reverse. */
const ALL_MODULES = startOrder(MODULES);

export const TARGET_NAMES = ALL_MODULES.map((m) => m.name);

/** `all`, one name, or a comma list, as Mimir's -target. */
export function selectModules(target: string): ServiceModule[] {
  const wanted = target
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return ALL_MODULES;
  const unknown = wanted.filter((t) => !TARGET_NAMES.includes(t));
  if (unknown.length) throw new Error(`Invalid configuration:\n  - TARGET: unknown target ${unknown.join(', ')} (choose all or ${TARGET_NAMES.join(', ')})`);
  return ALL_MODULES.filter((m) => wanted.includes(m.name));
}
