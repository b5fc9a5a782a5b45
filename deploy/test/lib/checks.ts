// Checks shared by the kustomize and Helm tests: Kubernetes schema validation (kubernetes-models) and the rules
// every Landline workload must follow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Pod } from 'kubernetes-models/v1/Pod';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { processConfigSchema } from '../../../services/landline/src/config';
import { telephonyConfigSchema } from '../../../services/telephony/src/config';
import { imageProblems, speechTargets } from './images';
import { splitImage, type K8sObject } from './kustomize';

/** The defaults the code applies when a manifest sets nothing. */
const SHUTDOWN_DEFAULTS = {
  shutdownTimeoutMs: processConfigSchema.parse({}).SHUTDOWN_TIMEOUT_MS,
  relayDrainSeconds: telephonyConfigSchema.parse({}).RELAY_DRAIN_SECONDS,
};
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const TARGETS = ['identity', 'agent', 'telephony', 'conversation', 'billing', 'recording', 'notification', 'gateway'] as const;
export type Target = (typeof TARGETS)[number];
/** The targets that run the image with the speech tools, read from the code (lib/images.ts). */
export const SPEECH_TARGETS = speechTargets(path.join(repoRoot, 'services'), TARGETS);
export const GRPC_PORTS: Partial<Record<Target, number>> = {
  identity: 50051,
  agent: 50052,
  telephony: 50053,
  conversation: 50054,
  billing: 50055,
  recording: 50056,
  notification: 50057,
};
export const HTTP_PORT = 8080;
/** /metrics has a port of its own, which no Service or Ingress exposes. */
export const METRICS_PORT = 9464;

export interface EnvName {
  name: string;
  targets: string[];
  required?: boolean;
  secret?: boolean;
  description: string;
}

export function loadEnvNames(): EnvName[] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'deploy/env-names.json'), 'utf8')) as EnvName[];
}

export const readsName = (entry: EnvName, target: string) => entry.targets.includes('*') || entry.targets.includes(target);

// ------------------------------------------------------------------------------------------ schema validation

type ModelClass = new (data: unknown) => { validate(): void };
const MODELS: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap as unknown as ModelClass,
  'v1/Secret': Secret as unknown as ModelClass,
  'v1/Service': Service as unknown as ModelClass,
  'v1/ServiceAccount': ServiceAccount as unknown as ModelClass,
  'v1/Pod': Pod as unknown as ModelClass,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim as unknown as ModelClass,
  'apps/v1/Deployment': Deployment as unknown as ModelClass,
  'apps/v1/StatefulSet': StatefulSet as unknown as ModelClass,
  'batch/v1/Job': Job as unknown as ModelClass,
  'networking.k8s.io/v1/Ingress': Ingress as unknown as ModelClass,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy as unknown as ModelClass,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler as unknown as ModelClass,
  'monitoring.coreos.com/v1/PodMonitor': PodMonitor as unknown as ModelClass,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule as unknown as ModelClass,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as unknown as ModelClass,
};

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;

/**
 * Validates every object against the Kubernetes OpenAPI schema (kubernetes-models), plus the name rules the API
 * server enforces and the schema cannot express. Returns one message per problem.
 */
export function validateObjects(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    const where = `${o.kind}/${o.metadata.name}`;
    const Model = MODELS[`${o.apiVersion}/${o.kind}`];
    if (!Model) {
      problems.push(`${where}: no schema registered for ${o.apiVersion} ${o.kind} (add it to deploy/test/lib/checks.ts)`);
      continue;
    }
    try {
      new Model(o).validate();
    } catch (err) {
      problems.push(`${where}: ${(err as Error).message}`);
    }
    const name = o.metadata.name;
    const nameRule = ['Service', 'Deployment', 'StatefulSet'].includes(o.kind) ? DNS1123_LABEL : DNS1123_SUBDOMAIN;
    if (!nameRule.test(name) || name.length > (o.kind === 'Service' ? 63 : 253)) problems.push(`${where}: invalid name`);
    // Parsed YAML can hold a number or a boolean where the type says string.
    for (const [k, v] of Object.entries<unknown>(o.metadata.labels ?? {})) {
      const value = String(v);
      if (!LABEL_VALUE.test(value) || value.length > 63) problems.push(`${where}: label ${k}=${value} is not a valid label value`);
    }
    for (const c of podSpec(o)?.containers ?? []) {
      for (const e of c.env ?? []) if (!ENV_NAME.test(e.name)) problems.push(`${where}: env name ${e.name} is invalid`);
      const names = (c.ports ?? []).map((p) => p.name).filter(Boolean) as string[];
      for (const n of names) if (n.length > 15 || !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(n) || !/[a-z]/.test(n)) problems.push(`${where}: port name ${n} is invalid`);
      if (new Set(names).size !== names.length) problems.push(`${where}: duplicate container port names`);
    }
    const spec = o.spec as { selector?: { matchLabels?: Record<string, string> }; template?: { metadata?: { labels?: Record<string, string> } } } | undefined;
    if (['Deployment', 'StatefulSet'].includes(o.kind)) {
      const sel = spec?.selector?.matchLabels ?? {};
      const labels = spec?.template?.metadata?.labels ?? {};
      for (const [k, v] of Object.entries(sel)) if (labels[k] !== v) problems.push(`${where}: selector ${k}=${v} does not match the pod template labels`);
    }
  }
  return problems;
}

// ------------------------------------------------------------------------------------------ workload rules

export interface Container {
  name: string;
  image?: string;
  imagePullPolicy?: string;
  ports?: { name?: string; containerPort: number; protocol?: string }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string; optional?: boolean } };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
export interface PodSpec {
  containers: Container[];
  volumes?: { name: string; emptyDir?: unknown; configMap?: unknown; secret?: unknown }[];
  securityContext?: Record<string, unknown>;
  automountServiceAccountToken?: boolean;
  enableServiceLinks?: boolean;
  terminationGracePeriodSeconds?: number;
}

export function podSpec(o: K8sObject): PodSpec | undefined {
  if (o.kind === 'Pod') return o.spec as PodSpec;
  return (o.spec as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;
}

const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

export interface LandlineWorkload {
  target: Target;
  deployment: K8sObject;
  container: Container;
  service?: K8sObject;
  /** Environment the container gets: explicit env plus the keys of envFrom ConfigMaps/Secrets. */
  env: Map<string, { source: 'value' | 'secretKeyRef' | 'configMapKeyRef' | 'configMap' | 'secret'; value?: string }>;
}

/** The Deployments running the Landline image, by TARGET. */
export function landlineWorkloads(objects: K8sObject[]): LandlineWorkload[] {
  const out: LandlineWorkload[] = [];
  for (const d of byKind(objects, 'Deployment')) {
    const container = podSpec(d)?.containers.find((c) => c.name === 'landline');
    if (!container) continue;
    const target = container.env?.find((e) => e.name === 'TARGET')?.value as Target;
    const env: LandlineWorkload['env'] = new Map();
    for (const from of container.envFrom ?? []) {
      if (from.configMapRef) {
        const cm = find(objects, 'ConfigMap', from.configMapRef.name);
        for (const [k, v] of Object.entries((cm?.data as Record<string, unknown> | undefined) ?? {})) env.set(k, { source: 'configMap', value: String(v) });
      }
      if (from.secretRef) {
        const s = find(objects, 'Secret', from.secretRef.name);
        for (const k of Object.keys({ ...((s?.data as object | undefined) ?? {}), ...((s?.stringData as object | undefined) ?? {}) })) env.set(k, { source: 'secret' });
      }
    }
    for (const e of container.env ?? []) {
      if (e.valueFrom?.secretKeyRef) env.set(e.name, { source: 'secretKeyRef' });
      else if (e.valueFrom?.configMapKeyRef) env.set(e.name, { source: 'configMapKeyRef' });
      else env.set(e.name, { source: 'value', value: e.value });
    }
    const labels = (d.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
    const service = byKind(objects, 'Service').find((s) => {
      const sel = (s.spec as { selector?: Record<string, string> }).selector ?? {};
      return Object.keys(sel).length > 0 && Object.entries(sel).every(([k, v]) => labels[k] === v);
    });
    out.push({ target, deployment: d, container, service, env });
  }
  return out;
}

const secretHasKey = (s: K8sObject | undefined, key: string) => !!s && key in { ...((s.data as object | undefined) ?? {}), ...((s.stringData as object | undefined) ?? {}) };

function hostPort(value: string): { host: string; port: number } | undefined {
  const [, host, port] = /^(?:[a-z]+:\/\/)?(?:[^@/]*@)?([^:/]+):(\d+)/.exec(value) ?? [];
  return host === undefined || port === undefined ? undefined : { host, port: Number(port) };
}

/** Does `host:port` reach a Service of this render on one of its ports? */
export function serviceReachable(objects: K8sObject[], value: string): boolean {
  const hp = hostPort(value);
  if (!hp) return false;
  const [name = ''] = hp.host.split('.');
  const svc = find(objects, 'Service', name);
  return !!svc && ((svc.spec as { ports?: { port: number }[] }).ports ?? []).some((p) => p.port === hp.port);
}

/**
 * Everything a Landline render must satisfy. Returns one message per problem, so a failing test lists them all.
 * `externalSecrets`: the Secret is managed outside this render (only key names are not checked then).
 */
export function checkLandline(objects: K8sObject[], envNames: EnvName[], opts: { externalSecrets?: boolean } = {}): string[] {
  const problems: string[] = [];
  const known = new Map(envNames.map((e) => [e.name, e]));
  const workloads = landlineWorkloads(objects);

  const targets = workloads.map((w) => w.target);
  for (const t of TARGETS)
    if (targets.filter((x) => x === t).length !== 1) problems.push(`expected exactly one Deployment with TARGET=${t}, found ${targets.filter((x) => x === t).length}`);
  for (const t of targets) if (!TARGETS.includes(t)) problems.push(`Deployment with unknown TARGET ${t}`);

  const images = workloads.map((w) => ({ target: w.target, image: w.container.image }));
  problems.push(...imageProblems(images, SPEECH_TARGETS));

  for (const w of workloads) {
    const where = `${w.deployment.metadata.name} (${w.target})`;
    const c = w.container;
    const spec = podSpec(w.deployment)!;

    // Ports: http on 8080 for every target, grpc on the target's port where it has one.
    const ports = new Map((c.ports ?? []).map((p) => [p.name, p.containerPort]));
    if (ports.get('http') !== HTTP_PORT) problems.push(`${where}: container port "http" must be ${HTTP_PORT}`);
    const grpc = GRPC_PORTS[w.target];
    if (grpc !== undefined && ports.get('grpc') !== grpc) problems.push(`${where}: container port "grpc" must be ${grpc}`);
    if (grpc === undefined && ports.has('grpc')) problems.push(`${where}: the ${w.target} target serves no gRPC`);
    if (w.env.get('PORT')?.value !== String(HTTP_PORT)) problems.push(`${where}: PORT must be ${HTTP_PORT}`);
    if (ports.get('metrics') !== METRICS_PORT) problems.push(`${where}: container port "metrics" must be ${METRICS_PORT}`);
    const scrapePort = ((w.deployment.spec as { template?: { metadata?: { annotations?: Record<string, string> } } } | undefined)?.template?.metadata?.annotations ?? {})[
      'prometheus.io/port'
    ];
    if (scrapePort !== String(METRICS_PORT)) problems.push(`${where}: Prometheus must scrape the metrics port ${METRICS_PORT}, not ${scrapePort}`);
    const portOf = (ref: string | number | undefined) => (typeof ref === 'number' ? ref : ports.get(ref));

    // Probes.
    for (const [probe, pathWanted] of [
      ['livenessProbe', '/healthz'],
      ['readinessProbe', '/readyz'],
    ] as const) {
      const p = c[probe]?.httpGet;
      if (!p) problems.push(`${where}: ${probe} missing`);
      else {
        if (p.path !== pathWanted) problems.push(`${where}: ${probe} must GET ${pathWanted}`);
        if (portOf(p.port) !== HTTP_PORT) problems.push(`${where}: ${probe} must use the http port`);
      }
    }
    if (c.startupProbe?.httpGet && portOf(c.startupProbe.httpGet.port) !== HTTP_PORT) problems.push(`${where}: startupProbe must use the http port`);

    // Shutdown: the grace period covers the preStop pause and the process's own shutdown deadline, and for
    // telephony that deadline covers handing live calls to another replica.
    const grace = spec.terminationGracePeriodSeconds ?? 30;
    const stopCommand = c.lifecycle?.preStop?.exec?.command ?? [];
    const preStopSeconds = stopCommand[0] === 'sleep' ? Number(stopCommand[1]) : 0;
    const shutdownSeconds = Number(w.env.get('SHUTDOWN_TIMEOUT_MS')?.value ?? SHUTDOWN_DEFAULTS.shutdownTimeoutMs) / 1000;
    if (grace < preStopSeconds + shutdownSeconds + 2)
      problems.push(`${where}: terminationGracePeriodSeconds ${grace} does not cover preStop (${preStopSeconds} s) and the shutdown deadline (${shutdownSeconds} s)`);
    if (w.target === 'telephony') {
      const drainSeconds = Number(w.env.get('RELAY_DRAIN_SECONDS')?.value ?? SHUTDOWN_DEFAULTS.relayDrainSeconds);
      if (shutdownSeconds < drainSeconds + 5) problems.push(`${where}: the shutdown deadline (${shutdownSeconds} s) leaves no time after handing calls over (${drainSeconds} s)`);
    }

    // Resources.
    for (const kind of ['requests', 'limits'] as const) {
      for (const r of ['cpu', 'memory']) if (c.resources?.[kind]?.[r] === undefined) problems.push(`${where}: resources.${kind}.${r} missing`);
    }

    // Security.
    const psc = spec.securityContext ?? {};
    const sc = c.securityContext ?? {};
    const eff = (k: string) => (sc[k] !== undefined ? sc[k] : psc[k]);
    if (eff('runAsNonRoot') !== true) problems.push(`${where}: runAsNonRoot must be true`);
    if (eff('runAsUser') !== 10001) problems.push(`${where}: runAsUser must be 10001 (the image's user)`);
    if (sc.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem must be true`);
    if (sc.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
    if (!sc.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities must drop ALL`);
    if (spec.automountServiceAccountToken !== false) problems.push(`${where}: automountServiceAccountToken should be false (the services do not call the API server)`);

    // Writable paths: /tmp and DATA_DIR on emptyDirs.
    const emptyDirs = new Set((spec.volumes ?? []).filter((v) => v.emptyDir !== undefined).map((v) => v.name));
    const mountedEmpty = (p: string | undefined) => !!p && (c.volumeMounts ?? []).some((m) => m.mountPath === p && emptyDirs.has(m.name));
    if (!mountedEmpty('/tmp')) problems.push(`${where}: /tmp must be an emptyDir mount`);
    const dataDir = w.env.get('DATA_DIR')?.value;
    if (!mountedEmpty(dataDir)) problems.push(`${where}: DATA_DIR (${dataDir}) must be an emptyDir mount`);

    // Service: ports named like the container's, pointing at ports the pod has.
    if (!w.service) problems.push(`${where}: no Service selects it`);
    else {
      const sports = (w.service.spec as { ports: { name?: string; port: number; targetPort?: string | number }[] }).ports;
      const wanted = grpc === undefined ? ['http'] : ['http', 'grpc'];
      if (JSON.stringify(sports.map((p) => p.name).sort()) !== JSON.stringify([...wanted].sort())) problems.push(`${where}: Service ports must be ${wanted.join(', ')}`);
      for (const sp of sports) {
        const target = sp.targetPort ?? sp.port;
        const resolved = typeof target === 'number' ? [...ports.values()].includes(target) && target : ports.get(target);
        if (!resolved) problems.push(`${where}: Service port ${sp.name} targets ${target}, which the pod does not expose`);
        if (sp.name && ports.get(sp.name) !== (typeof target === 'number' ? target : ports.get(target)))
          problems.push(`${where}: Service port ${sp.name} must target the container port of the same name`);
        if (sp.port !== ports.get(sp.name ?? '')) problems.push(`${where}: Service port ${sp.name} should keep the container's number`);
      }
    }

    // Environment: names known, required ones present, secrets from Secrets.
    for (const [name, from] of w.env) {
      const entry = known.get(name);
      if (!entry) {
        problems.push(`${where}: env ${name} is not in deploy/env-names.json`);
        continue;
      }
      const explicit = from.source === 'value' || from.source === 'secretKeyRef' || from.source === 'configMapKeyRef';
      if (explicit && !readsName(entry, w.target)) problems.push(`${where}: env ${name} is set for this target, but only ${entry.targets.join(', ')} read it`);
      if (entry.secret && from.source !== 'secretKeyRef' && from.source !== 'secret')
        problems.push(`${where}: ${name} is a secret and must come from a Secret, not ${from.source}`);
    }
    for (const entry of envNames) {
      if (entry.required && readsName(entry, w.target) && !w.env.has(entry.name)) problems.push(`${where}: required env ${entry.name} is not set`);
    }
    if (w.env.get('TARGET')?.value !== w.target) problems.push(`${where}: TARGET mismatch`);

    // References to Secrets and ConfigMaps exist.
    for (const e of c.env ?? []) {
      const ref = e.valueFrom?.secretKeyRef;
      if (ref && !opts.externalSecrets) {
        const s = find(objects, 'Secret', ref.name);
        if (!s) problems.push(`${where}: env ${e.name} reads Secret ${ref.name}, which is not rendered`);
        else if (!ref.optional && !secretHasKey(s, ref.key)) problems.push(`${where}: env ${e.name} reads key ${ref.key}, missing from Secret ${ref.name}`);
      }
    }
    for (const from of c.envFrom ?? []) {
      if (from.configMapRef && !find(objects, 'ConfigMap', from.configMapRef.name)) problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} is not rendered`);
    }

    // gRPC wiring: <T>_GRPC_PORT matches the container port, <T>_ADDR dials that target's Service on it.
    for (const t of TARGETS) {
      const port = GRPC_PORTS[t];
      if (port === undefined) continue;
      const portVar = w.env.get(`${t.toUpperCase()}_GRPC_PORT`)?.value;
      if (portVar !== undefined && Number(portVar) !== port) problems.push(`${where}: ${t.toUpperCase()}_GRPC_PORT=${portVar}, expected ${port}`);
      const addr = w.env.get(`${t.toUpperCase()}_ADDR`)?.value;
      if (addr === undefined) continue;
      const peer = workloads.find((x) => x.target === t);
      const [host, p] = addr.split(':');
      if (!peer?.service || peer.service.metadata.name !== host || Number(p) !== port)
        problems.push(`${where}: ${t.toUpperCase()}_ADDR=${addr} does not dial the ${t} Service on ${port}`);
    }
  }

  // Ingress: /api and / to the gateway, /twilio to telephony, on ports those Services have.
  const ingresses = byKind(objects, 'Ingress');
  if (ingresses.length !== 1) problems.push(`expected one Ingress, found ${ingresses.length}`);
  for (const ing of ingresses) {
    const paths = (
      (ing.spec as { rules?: { http: { paths: { path: string; pathType: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] })
        .rules ?? []
    ).flatMap((r) => r.http.paths);
    const svcOf = (t: Target) => workloads.find((w) => w.target === t)?.service?.metadata.name;
    for (const [p, t] of [
      ['/api', 'gateway'],
      ['/twilio', 'telephony'],
      ['/', 'gateway'],
    ] as const) {
      const route = paths.find((x) => x.path === p);
      if (!route) problems.push(`Ingress: no ${p} path`);
      else if (route.backend.service.name !== svcOf(t)) problems.push(`Ingress: ${p} must go to the ${t} Service (${svcOf(t)}), not ${route.backend.service.name}`);
      else {
        const svc = find(objects, 'Service', route.backend.service.name)!;
        const sports = (svc.spec as { ports: { name?: string; port: number }[] }).ports;
        const ok = route.backend.service.port.name
          ? sports.some((x) => x.name === route.backend.service.port.name)
          : sports.some((x) => x.port === route.backend.service.port.number);
        if (!ok) problems.push(`Ingress: ${p} uses a port the ${t} Service does not have`);
      }
    }
  }
  return problems;
}

/** A comparable summary of each target's workload, to check that Helm and kustomize render the same thing. */
export function workloadSummary(objects: K8sObject[]) {
  return Object.fromEntries(
    landlineWorkloads(objects)
      .sort((a, b) => a.target.localeCompare(b.target))
      .map((w) => {
        const spec = podSpec(w.deployment)!;
        return [
          w.target,
          {
            image: splitImage(w.container.image ?? '').name,
            ports: w.container.ports,
            envNames: [...w.env.keys()].sort(),
            secretEnv: (w.container.env ?? [])
              .filter((e) => e.valueFrom?.secretKeyRef)
              .map((e) => ({ name: e.name, key: e.valueFrom!.secretKeyRef!.key, optional: !!e.valueFrom!.secretKeyRef!.optional })),
            probes: {
              startup: w.container.startupProbe,
              liveness: w.container.livenessProbe,
              readiness: w.container.readinessProbe,
            },
            resources: normaliseResources(w.container.resources),
            securityContext: w.container.securityContext,
            podSecurityContext: spec.securityContext,
            mounts: w.container.volumeMounts,
            serviceTargetPorts: (w.service?.spec as { ports: unknown[] } | undefined)?.ports,
          },
        ];
      }),
  );
}

function normaliseResources(r: Container['resources']) {
  const n = (m?: Record<string, string | number>) => Object.fromEntries(Object.entries(m ?? {}).map(([k, v]) => [k, String(v)]));
  return { requests: n(r?.requests), limits: n(r?.limits) };
}

/**
 * The value a test reads on (an element, an entry, a regex group), or a failure naming what is missing. It
 * does what `!` does in a test, but also where indexed access is not yet checked and lint would call `!` unnecessary.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}
