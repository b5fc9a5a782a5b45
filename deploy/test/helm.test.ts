// Lints (strictly) and renders charts/landline with Helm's own code, through helm-java (scripts/helm.mjs: no helm
// binary needed, only java and mvn; the first run fetches the jars from Maven Central into ~/.cache/landline).
// Then validates the objects against the Kubernetes schemas, checks the Landline rules, and compares the chart
// with the kustomize base.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { checkLandline, defined, landlineWorkloads, loadEnvNames, repoRoot, serviceReachable, SPEECH_TARGETS, validateObjects, workloadSummary } from './lib/checks';
import { parseManifests, renderKustomization, type K8sObject } from './lib/kustomize';

const chart = path.join(repoRoot, 'charts/landline');
const envNames = loadEnvNames();

function helm(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/helm.mjs'), ...args], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function template(...args: string[]): K8sObject[] {
  const r = helm('template', chart, ...args);
  if (r.status !== 0) throw new Error(`helm template ${args.join(' ')} failed:\n${r.stderr}\n${r.stdout}`);
  return parseManifests(r.stdout, 'helm template');
}

const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

let rendered: K8sObject[];

beforeAll(() => {
  // The first run downloads helm-java (~30 MB) with mvn; later runs use the cache.
  const fetched = helm('fetch');
  if (fetched.status !== 0) throw new Error(`fetching helm-java failed:\n${fetched.stderr}`);
  rendered = template();
}, 300_000);

describe('helm lint --strict', () => {
  it('passes with no warnings', () => {
    const r = helm('lint', chart);
    expect(r.stderr + r.stdout).not.toMatch(/\[(WARNING|ERROR)\]/);
    expect(r.stdout).toMatch(/^Failed: false$/m);
    expect(r.status).toBe(0);
  }, 60_000);

  it('fails a chart whose values break values.schema.json (so a pass means something)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'landline-chart-'));
    try {
      cpSync(chart, dir, { recursive: true });
      const values = readFileSync(path.join(dir, 'values.yaml'), 'utf8').replace('grpcPort: 50051', 'grpcPort: "fifty"');
      writeFileSync(path.join(dir, 'values.yaml'), values);
      const r = helm('lint', dir);
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/\[ERROR\].*\n?.*grpcPort/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('helm template (default values)', () => {
  it('renders a ServiceAccount, the config, the dashboards, the secret, the Ingress and a Deployment, Service and NetworkPolicy per target', () => {
    const kinds = rendered.map((o) => o.kind).sort();
    for (const kind of ['Deployment', 'Service', 'NetworkPolicy']) expect(kinds.filter((k) => k === kind)).toHaveLength(8);
    const rest = kinds.filter((k) => !['Deployment', 'Service', 'NetworkPolicy', 'HorizontalPodAutoscaler', 'PodDisruptionBudget'].includes(k));
    expect(rest).toEqual(['ConfigMap', 'ConfigMap', 'Ingress', 'Secret', 'ServiceAccount']);
  });

  it("carries the Grafana dashboards in a ConfigMap Grafana's sidecar picks up, the same JSON compose's Grafana loads", () => {
    const dashboards = find(rendered, 'ConfigMap', 'landline-dashboards')!;
    expect(dashboards.metadata.labels!.grafana_dashboard).toBe('1');
    const data = dashboards.data as Record<string, string>;
    expect(Object.keys(data)).toEqual(['landline.json']);
    expect(JSON.parse(defined(data['landline.json'], 'landline.json'))).toEqual(
      JSON.parse(readFileSync(path.join(repoRoot, 'charts/landline/files/dashboards/landline.json'), 'utf8')),
    );
  });

  it('autoscales the API targets on CPU from two replicas, each with a PodDisruptionBudget; calls stay where they are', () => {
    const names = (kind: string) =>
      rendered
        .filter((o) => o.kind === kind)
        .map((o) => o.metadata.name)
        .sort();
    const api = ['agent', 'billing', 'gateway', 'identity', 'notification'].map((t) => `landline-${t}`);
    expect(names('HorizontalPodAutoscaler')).toEqual(api);
    expect(names('PodDisruptionBudget')).toEqual(api);
    for (const name of api) {
      const hpa = find(rendered, 'HorizontalPodAutoscaler', name)!.spec as {
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
        metrics: { resource: { name: string } }[];
      };
      expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
      expect(hpa.minReplicas).toBe(2);
      expect(hpa.metrics[0]?.resource.name).toBe('cpu');
      expect((find(rendered, 'Deployment', name)!.spec as { replicas?: number }).replicas).toBeUndefined();
    }
    expect((find(rendered, 'Deployment', 'landline-telephony')!.spec as { replicas: number }).replicas).toBe(1);
  });

  it("lets a target's gRPC port be reached only by the targets whose code calls it, and HTTP only at the gateway and telephony (and from helm test)", () => {
    const targets = ['identity', 'agent', 'telephony', 'conversation', 'billing', 'recording', 'notification', 'gateway'];
    // Who calls whom, read from the code: every peer('<target>') a service's sources dial.
    const calls = (from: string) => {
      const found = new Set<string>();
      const walk = (dir: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (p.endsWith('.ts')) for (const [, peer = ''] of readFileSync(p, 'utf8').matchAll(/\bpeer\('([a-z]+)'\)/g)) found.add(peer);
        }
      };
      walk(path.join(repoRoot, 'services', from, 'src'));
      return found;
    };
    const callees = new Map(targets.map((t) => [t, calls(t)]));
    const callers = new Map(targets.map((t) => [t, targets.filter((c) => callees.get(c)!.has(t)).sort()]));
    for (const t of targets) {
      const policy = find(rendered, 'NetworkPolicy', `landline-${t}`)!.spec as {
        podSelector: { matchLabels: Record<string, string> };
        ingress: { from?: { podSelector: { matchLabels: Record<string, string> } }[]; ports: { port: string }[] }[];
      };
      expect(policy.podSelector.matchLabels['app.kubernetes.io/component']).toBe(t);
      const byPort = (port: string) => policy.ingress.filter((r) => r.ports.some((p) => p.port === port));
      const grpcFrom = byPort('grpc')
        .flatMap((r) => r.from!.map((f) => f.podSelector.matchLabels['app.kubernetes.io/component']))
        .sort();
      expect([t, grpcFrom]).toEqual([t, callers.get(t)]);
      const httpFrom = byPort('http').map((r) => r.from?.map((f) => f.podSelector.matchLabels['app.kubernetes.io/component']) ?? 'anywhere');
      expect([t, httpFrom]).toEqual([t, t === 'gateway' || t === 'telephony' ? ['anywhere'] : [['test']]]);
      expect(byPort('metrics')).toHaveLength(1);
    }
  });

  it('validates against the Kubernetes schemas', () => {
    expect(validateObjects(rendered)).toEqual([]);
  });

  it('follows the Landline workload rules', () => {
    expect(checkLandline(rendered, envNames)).toEqual([]);
  });

  it('renders the same workloads as the kustomize base (ports, env names, probes, resources, security)', () => {
    const base = renderKustomization(path.join(repoRoot, 'deploy/base')).objects;
    expect(workloadSummary(rendered)).toEqual(workloadSummary(base));
    const keys = (objects: K8sObject[], kind: string, field: string) =>
      Object.keys(
        (objects.find(
          (o) => o.kind === kind && o.metadata.name.endsWith(kind === 'ConfigMap' ? '-config' : '') && o.metadata.labels?.['app.kubernetes.io/part-of'] === 'landline',
        )?.[field] as object | undefined) ?? {},
      ).sort();
    expect(keys(rendered, 'ConfigMap', 'data')).toEqual(keys(base, 'ConfigMap', 'data'));
    expect(keys(rendered, 'Secret', 'stringData')).toEqual(keys(base, 'Secret', 'stringData'));
    const config = (objects: K8sObject[]) => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.endsWith('-config'))!.data as Record<string, string>;
    for (const [k, v] of Object.entries(config(base))) if (!k.endsWith('_ADDR')) expect([k, config(rendered)[k]]).toEqual([k, v]);
  });

  it('rolls the pods when the config or the secret changes', () => {
    for (const w of landlineWorkloads(rendered)) {
      const annotations = (w.deployment.spec as { template: { metadata: { annotations: Record<string, string> } } }).template.metadata.annotations;
      expect(annotations['checksum/config']).toMatch(/^[0-9a-f]{64}$/);
      expect(annotations['checksum/secret']).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('helm template (other values)', () => {
  it('renders the skaffold helm profile (values-kind.yaml) wired to the kind infrastructure', () => {
    const objects = template('--values', path.join(repoRoot, 'deploy/helm/values-kind.yaml'));
    expect(validateObjects(objects)).toEqual([]);
    expect(checkLandline(objects, envNames)).toEqual([]);
    const infra = renderKustomization(path.join(repoRoot, 'deploy/overlays/kind/infra')).objects;
    const all = [...objects, ...infra];
    const config = find(objects, 'ConfigMap', 'landline-config')!.data as Record<string, string>;
    const secret = find(objects, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    const setting = (name: string) => defined(config[name], `${name} in landline-config`);
    const unreachable = [
      ...setting('KAFKA_BROKERS').split(','),
      setting('KEYCLOAK_URL'),
      setting('S3_ENDPOINT'),
      ...Object.entries(secret)
        .filter(([k]) => k.startsWith('database-url-'))
        .map(([, v]) => v),
    ].filter((v) => !serviceReachable(all, v));
    expect(unreachable).toEqual([]);
    // The same development settings as the kustomize kind overlay.
    const kind = renderKustomization(path.join(repoRoot, 'deploy/overlays/kind')).objects;
    const kindConfig = find(kind, 'ConfigMap', 'landline-config')!.data as Record<string, string>;
    const kindSecret = find(kind, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    for (const [k, v] of Object.entries(kindConfig)) if (!k.endsWith('_ADDR')) expect([k, config[k]]).toEqual([k, v]);
    expect(secret).toEqual(kindSecret);
    // Telephony is reached at its own address there (the phone simulator's relay socket), as skaffold forwards it.
    const publicUrl = (objs: K8sObject[], name: string) =>
      (find(objs, 'Deployment', name) as any).spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'PUBLIC_URL')?.value;
    expect(publicUrl(objects, 'landline-telephony')).toBe(setting('TELEPHONY_PUBLIC_URL'));
    expect(publicUrl(kind, 'telephony')).toBe(kindConfig.TELEPHONY_PUBLIC_URL);
    expect(setting('TELEPHONY_PUBLIC_URL')).toBe('http://localhost:8081');
  }, 60_000);

  it('honours replicas (with a PodDisruptionBudget), an existing Secret, optional secrets and an Ingress host with TLS', () => {
    const objects = template(
      '--name',
      'prod',
      '--namespace',
      'landline',
      '--set',
      'services.telephony.replicas=3',
      '--set',
      'secrets.existingSecret=landline-prod',
      '--set',
      'ingress.host=landline.example.org',
      '--set',
      'ingress.tls[0].secretName=landline-tls',
      '--set',
      'ingress.tls[0].hosts[0]=landline.example.org',
      '--set',
      'image.repository=registry.example.org/landline',
      '--set',
      'image.tag=1.2.3',
    );
    expect(validateObjects(objects)).toEqual([]);
    expect(checkLandline(objects, envNames, { externalSecrets: true })).toEqual([]);
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const telephony = find(objects, 'Deployment', 'prod-landline-telephony')!;
    expect((telephony.spec as { replicas: number }).replicas).toBe(3);
    const pdbs = objects.filter((o) => o.kind === 'PodDisruptionBudget').map((p) => p.metadata.name);
    expect(pdbs).toContain('prod-landline-telephony');
    expect(pdbs).not.toContain('prod-landline-conversation');
    for (const w of landlineWorkloads(objects)) {
      expect(w.container.image).toBe(`registry.example.org/landline${SPEECH_TARGETS.includes(w.target) ? '-speech' : ''}:1.2.3`);
      for (const e of w.container.env ?? []) if (e.valueFrom?.secretKeyRef) expect(e.valueFrom.secretKeyRef.name).toBe('landline-prod');
    }
    const ingress = find(objects, 'Ingress', 'prod-landline')!.spec as { tls: unknown[]; rules: { host: string }[] };
    expect(ingress.rules[0]?.host).toBe('landline.example.org');
    expect(ingress.tls).toEqual([{ secretName: 'landline-tls', hosts: ['landline.example.org'] }]);
  }, 60_000);

  it('renders a PodMonitor with the compose labels and the alert rules as a PrometheusRule for the Prometheus Operator', () => {
    expect(rendered.some((o) => o.apiVersion === 'monitoring.coreos.com/v1')).toBe(false);
    const objects = template('--set', 'monitoring.enabled=true', '--set', 'monitoring.labels.release=prometheus');
    expect(validateObjects(objects)).toEqual([]);
    const monitor = find(objects, 'PodMonitor', 'landline')!;
    expect(monitor.metadata.labels!.release).toBe('prometheus');
    const endpoints = (monitor.spec as { podMetricsEndpoints: { port: string; relabelings: { targetLabel: string; replacement?: string }[] }[] }).podMetricsEndpoints;
    const endpoint = defined(endpoints[0], 'a pod metrics endpoint');
    expect(endpoint.port).toBe('metrics');
    expect(endpoint.relabelings.map((r) => r.targetLabel)).toEqual(['job', 'target']);
    expect(endpoint.relabelings[0]?.replacement).toBe('landline');
    const rules = find(objects, 'PrometheusRule', 'landline')!.spec;
    expect(rules).toEqual(parse(readFileSync(path.join(repoRoot, 'deploy/prometheus/alerts.yml'), 'utf8')));
  }, 60_000);

  it('runs the speech targets from speechImage when it is named', () => {
    const objects = template('--set', 'speechImage.repository=registry.example.org/speech', '--set', 'speechImage.tag=v7');
    expect(validateObjects(objects)).toEqual([]);
    const plain = landlineWorkloads(rendered).find((w) => !SPEECH_TARGETS.includes(w.target))!.container.image;
    for (const w of landlineWorkloads(objects)) {
      expect([w.target, w.container.image]).toEqual([w.target, SPEECH_TARGETS.includes(w.target) ? 'registry.example.org/speech:v7' : plain]);
    }
  }, 60_000);

  it('asks cert-manager for the Ingress certificate when a cluster issuer is named', () => {
    const objects = template('--set', 'ingress.host=landline.example.org', '--set', 'ingress.certManager.clusterIssuer=letsencrypt');
    expect(validateObjects(objects)).toEqual([]);
    const ingress = find(objects, 'Ingress', 'landline')!;
    expect(ingress.metadata.annotations!['cert-manager.io/cluster-issuer']).toBe('letsencrypt');
    expect(ingress.metadata.annotations!['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
    expect((ingress.spec as { tls: unknown[] }).tls).toEqual([{ secretName: 'landline-tls', hosts: ['landline.example.org'] }]);
    expect(() => template('--set', 'ingress.certManager.clusterIssuer=letsencrypt')).toThrow(/needs ingress.host/);
  }, 60_000);

  it('writes the optional Twilio and OpenAI secrets only when given', () => {
    const objects = template('--set', 'secrets.twilioAuthToken=tw', '--set', 'secrets.openaiApiKey=sk');
    const secret = find(objects, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    expect(secret['twilio-auth-token']).toBe('tw');
    expect(secret['openai-api-key']).toBe('sk');
    expect(find(rendered, 'Secret', 'landline-secrets')!.stringData).not.toHaveProperty('twilio-auth-token');
    expect(checkLandline(objects, envNames)).toEqual([]);
  }, 60_000);
});

describe('the helm test hook', () => {
  // helm-java's template prints the release manifest without hooks, so render a copy of the chart in which the
  // test Pod is an ordinary manifest, and validate that.
  it('is a valid Pod checking /readyz of every target Service', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'landline-chart-'));
    try {
      cpSync(chart, dir, { recursive: true });
      const hookFile = path.join(dir, 'templates/tests/test-readyz.yaml');
      const hook = readFileSync(hookFile, 'utf8');
      expect(hook).toMatch(/helm\.sh\/hook: test/);
      writeFileSync(hookFile, hook.replace(/^\s+helm\.sh\/hook[^\n]*\n/gm, ''));
      const r = helm('template', dir);
      expect(r.status).toBe(0);
      const objects = parseManifests(r.stdout, 'helm template');
      const pod = objects.find((o) => o.kind === 'Pod')!;
      expect(validateObjects([pod])).toEqual([]);
      const { env } = defined((pod.spec as { containers: { env: { name: string; value: string }[] }[] }).containers[0], 'the test container');
      const services = objects
        .filter((o) => o.kind === 'Service')
        .map((o) => o.metadata.name)
        .sort();
      expect(
        env
          .find((e) => e.name === 'TARGETS')!
          .value.split(',')
          .sort(),
      ).toEqual(services);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('chart metadata', () => {
  it('has Chart.yaml, values.yaml with a schema, helpers and NOTES.txt', () => {
    const meta = parse(readFileSync(path.join(chart, 'Chart.yaml'), 'utf8')) as Record<string, string>;
    expect(meta.apiVersion).toBe('v2');
    expect(meta.name).toBe('landline');
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(meta.appVersion).toBe(pkg.version);
    for (const f of ['values.yaml', 'values.schema.json', 'templates/_helpers.tpl', 'templates/NOTES.txt'])
      expect(readFileSync(path.join(chart, f), 'utf8').length).toBeGreaterThan(0);
  });
});
