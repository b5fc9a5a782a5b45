// Renders deploy/base and deploy/overlays/kind with the test renderer (deploy/test/lib/kustomize.ts), validates
// every object against the Kubernetes schemas and checks the Landline workload rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLandline, defined, landlineWorkloads, loadEnvNames, podSpec, repoRoot, serviceReachable, SPEECH_TARGETS, validateObjects, type Container } from './lib/checks';
import { renderKustomization, splitImage, strategicMerge, type K8sObject } from './lib/kustomize';
import { parse } from 'yaml';

const base = renderKustomization(path.join(repoRoot, 'deploy/base'));
const kind = renderKustomization(path.join(repoRoot, 'deploy/overlays/kind'));
const envNames = loadEnvNames();
const find = (objects: K8sObject[], kindName: string, name: string) => objects.find((o) => o.kind === kindName && o.metadata.name === name);

describe('the test kustomize renderer', () => {
  it('merges containers, env and ports by their merge keys and replaces other lists', () => {
    const merged = strategicMerge(
      { spec: { containers: [{ name: 'a', image: 'x', env: [{ name: 'A', value: '1' }], args: ['1'] }, { name: 'b' }], ports: [{ port: 1, name: 'one' }] } },
      {
        spec: {
          containers: [
            {
              name: 'a',
              env: [
                { name: 'B', value: '2' },
                { name: 'A', value: '3' },
              ],
              args: ['2'],
            },
          ],
          ports: [{ port: 1, protocol: 'TCP' }],
        },
      },
      [],
    );
    expect(merged).toEqual({
      spec: {
        containers: [
          {
            name: 'a',
            image: 'x',
            env: [
              { name: 'A', value: '3' },
              { name: 'B', value: '2' },
            ],
            args: ['2'],
          },
          { name: 'b' },
        ],
        ports: [{ port: 1, name: 'one', protocol: 'TCP' }],
      },
    });
  });

  it('deletes keys patched to null and refuses directives it does not implement', () => {
    expect(strategicMerge({ a: 1, b: 2 }, { b: null }, [])).toEqual({ a: 1 });
    expect(() => strategicMerge({ a: [] }, { $patch: 'replace' }, [])).toThrow(/not supported/);
  });

  it('splits image references', () => {
    expect(splitImage('landline')).toEqual({ name: 'landline', tag: undefined, digest: undefined });
    expect(splitImage('localhost:5000/landline:1.2')).toEqual({ name: 'localhost:5000/landline', tag: '1.2', digest: undefined });
    expect(splitImage('r.io/landline@sha256:abc')).toEqual({ name: 'r.io/landline', tag: undefined, digest: 'sha256:abc' });
  });
});

describe.each([
  ['deploy/base', base],
  ['deploy/overlays/kind', kind],
])('%s', (_name, rendered) => {
  it('validates against the Kubernetes schemas', () => {
    expect(validateObjects(rendered.objects)).toEqual([]);
  });

  it('follows the Landline workload rules (probes, resources, security, ports, env, ingress)', () => {
    expect(checkLandline(rendered.objects, envNames)).toEqual([]);
  });
});

describe('deploy/base', () => {
  it('runs conversation from landline-speech and the other targets from landline, as the images transformer pins them', () => {
    const images = base.objects.flatMap((o) => podSpec(o)?.containers ?? []).map((c) => c.image);
    expect(new Set(images)).toEqual(new Set(['landline:0.1.0', 'landline-speech:0.1.0']));
    expect(SPEECH_TARGETS).toEqual(['conversation']);
    for (const w of landlineWorkloads(base.objects))
      expect([w.target, w.container.image]).toEqual([w.target, SPEECH_TARGETS.includes(w.target) ? 'landline-speech:0.1.0' : 'landline:0.1.0']);
  });

  it('keeps secrets as placeholders only', () => {
    const secret = find(base.objects, 'Secret', 'landline-secrets')!;
    for (const [key, value] of Object.entries(secret.stringData as Record<string, string>)) {
      expect([key, value.includes('CHANGE_ME')]).toEqual([key, true]);
    }
  });

  it('reads nothing from outside its directory', () => {
    expect(base.outsideRoot).toEqual([]);
  });
});

describe('deploy/overlays/kind', () => {
  const landlineContainers = kind.objects
    .filter((o) => o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/part-of'] === 'landline')
    .map((o) => podSpec(o)!.containers.find((c) => c.name === 'landline') as Container);

  it('patches every Landline Deployment to use the images skaffold loads into kind', () => {
    expect(landlineContainers).toHaveLength(8);
    for (const c of landlineContainers) expect(c.imagePullPolicy).toBe('IfNotPresent');
    // Skaffold rewrites images by repository name: they must stay the artifacts of skaffold.yaml (image.test.ts).
    expect(new Set(landlineContainers.map((c) => splitImage(c.image!).name))).toEqual(new Set(['landline', 'landline-speech']));
  });

  it('adds Postgres, Kafka, Keycloak and MinIO the configuration points at', () => {
    const config = find(kind.objects, 'ConfigMap', 'landline-config')!.data as Record<string, string>;
    const secret = find(kind.objects, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    const problems: string[] = [];
    for (const broker of defined(config.KAFKA_BROKERS, 'KAFKA_BROKERS').split(',')) if (!serviceReachable(kind.objects, broker)) problems.push(`KAFKA_BROKERS ${broker}`);
    for (const key of ['KEYCLOAK_URL', 'S3_ENDPOINT']) {
      const url = defined(config[key], key);
      if (!serviceReachable(kind.objects, url)) problems.push(`${key} ${url}`);
    }
    for (const [key, url] of Object.entries(secret)) if (key.startsWith('database-url-') && !serviceReachable(kind.objects, url)) problems.push(`${key} ${url}`);
    expect(problems).toEqual([]);
  });

  it('creates every database the services use, the same list as docker compose', () => {
    const initSql = defined((find(kind.objects, 'ConfigMap', 'postgres-init')!.data as Record<string, string>)['10-landline.sql'], '10-landline.sql');
    const dbs = (sql: string) => [...sql.matchAll(/CREATE DATABASE (\w+);/g)].map(([, name = '']) => name).sort();
    expect(dbs(initSql)).toEqual(dbs(readFileSync(path.join(repoRoot, 'deploy/compose/postgres-init.sql'), 'utf8')));
    const secret = find(kind.objects, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    for (const [key, url] of Object.entries(secret)) if (key.startsWith('database-url-')) expect(dbs(initSql)).toContain(new URL(url).pathname.slice(1));
  });

  it('gives the services the credentials the infrastructure is started with', () => {
    const infra = find(kind.objects, 'Secret', 'infra-credentials')!.stringData as Record<string, string>;
    const secret = find(kind.objects, 'Secret', 'landline-secrets')!.stringData as Record<string, string>;
    const config = find(kind.objects, 'ConfigMap', 'landline-config')!.data as Record<string, string>;
    expect(secret['s3-secret-key']).toBe(infra['minio-root-password']);
    expect(config.S3_ACCESS_KEY).toBe(infra['minio-root-user']);
    expect(secret['keycloak-client-secret']).toBe(infra['keycloak-client-secret']);
    for (const [key, url] of Object.entries(secret)) {
      if (!key.startsWith('database-url-')) continue;
      const u = new URL(url);
      expect([key, u.username, u.password]).toEqual([key, infra['postgres-user'], infra['postgres-password']]);
    }
  });

  it('imports the Keycloak realm of deploy/keycloak, with the clients the services are configured for', () => {
    const realmFile = path.join(repoRoot, 'deploy/keycloak/landline-realm.json');
    expect(existsSync(realmFile)).toBe(true);
    expect(kind.outsideRoot).toContain(realmFile);
    const realmMap = find(kind.objects, 'ConfigMap', 'keycloak-realm')!.data as Record<string, string>;
    const realm = JSON.parse(defined(realmMap['landline-realm.json'], 'landline-realm.json')) as { realm: string; clients: { clientId: string; publicClient?: boolean }[] };
    const config = find(kind.objects, 'ConfigMap', 'landline-config')!.data as Record<string, string>;
    expect(realm.realm).toBe(config.KEYCLOAK_REALM);
    const clients = new Map(realm.clients.map((c) => [c.clientId, c]));
    expect(clients.get(defined(config.KEYCLOAK_WEB_CLIENT_ID, 'KEYCLOAK_WEB_CLIENT_ID'))?.publicClient).toBe(true);
    expect(clients.get(defined(config.KEYCLOAK_CLIENT_ID, 'KEYCLOAK_CLIENT_ID'))?.publicClient).toBeFalsy();
    const keycloak = find(kind.objects, 'Deployment', 'keycloak')!;
    const kc = defined(podSpec(keycloak)!.containers[0], 'the keycloak container');
    expect(kc.volumeMounts).toContainEqual(expect.objectContaining({ mountPath: '/opt/keycloak/data/import' }));
    // Tokens carry the browser-facing issuer the gateway expects.
    expect(kc.env?.find((e) => e.name === 'KC_HOSTNAME')?.value).toBe(config.KEYCLOAK_PUBLIC_URL);
  });
});

describe('tracing', () => {
  it("sends every service's traces to the kind overlay's OpenTelemetry Collector, which exports them to Jaeger", () => {
    const workloads = landlineWorkloads(kind.objects);
    expect(workloads).toHaveLength(8);
    for (const w of workloads) expect([w.target, w.env.get('OTEL_EXPORTER_OTLP_ENDPOINT')?.value]).toEqual([w.target, 'http://otel-collector:4318']);
    // The base leaves export to the environment.
    for (const w of landlineWorkloads(base.objects)) expect([w.target, w.env.has('OTEL_EXPORTER_OTLP_ENDPOINT')]).toEqual([w.target, false]);

    // The collector runs deploy/otel/collector.yaml (the file compose mounts), receiving OTLP/HTTP on the port the services use.
    const file = path.join(repoRoot, 'deploy/otel/collector.yaml');
    expect(kind.outsideRoot).toContain(file);
    const text = defined((find(kind.objects, 'ConfigMap', 'otel-collector-config')!.data as Record<string, string>)['collector.yaml'], 'collector.yaml');
    expect(text).toBe(readFileSync(file, 'utf8'));
    const config = parse(text) as {
      receivers: { otlp: { protocols: { http: { endpoint: string } } } };
      exporters: Record<string, { endpoint: string }>;
      service: { pipelines: { traces: { exporters: string[] } } };
    };
    expect(config.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    expect(serviceReachable(kind.objects, 'http://otel-collector:4318')).toBe(true);
    const collector = podSpec(find(kind.objects, 'Deployment', 'otel-collector')!)!;
    const c = defined((collector.containers as (Container & { args?: string[] })[])[0], 'the collector container');
    expect(c.args).toEqual(['--config=/etc/otelcol-contrib/config.yaml']);
    expect(c.volumeMounts).toContainEqual(expect.objectContaining({ name: 'config', mountPath: '/etc/otelcol-contrib' }));
    expect(collector.volumes).toContainEqual({ name: 'config', configMap: { name: 'otel-collector-config', items: [{ key: 'collector.yaml', path: 'config.yaml' }] } });

    // Its trace pipeline ends at Jaeger's OTLP receiver; the UI is on the jaeger Service's port 16686.
    const endpoints = config.service.pipelines.traces.exporters.map((e) => defined(config.exporters[e], `the ${e} exporter`).endpoint);
    expect(endpoints).toEqual(['jaeger:4317']);
    for (const e of endpoints) expect([e, serviceReachable(kind.objects, e)]).toEqual([e, true]);
    expect(serviceReachable(kind.objects, 'jaeger:16686')).toBe(true);
    expect(podSpec(find(kind.objects, 'Deployment', 'jaeger')!)!.containers[0]?.image).toMatch(/^jaegertracing\/jaeger:2\.\d+\.\d+$/);
  });
});

describe('the checks themselves', () => {
  // Each mutation of a good render must be reported, so a green run means something.
  const mutated = (mutate: (objects: K8sObject[]) => void) => {
    const objects = structuredClone(base.objects);
    mutate(objects);
    return checkLandline(objects, envNames).join('\n');
  };
  /** The paths of the Ingress's first rule. */
  const ingressPaths = (objects: K8sObject[]) =>
    defined((find(objects, 'Ingress', 'landline')!.spec as { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] }).rules[0], 'an Ingress rule').http.paths;
  const container = (objects: K8sObject[], name: string) => defined(podSpec(find(objects, 'Deployment', name)!)!.containers[0], `the ${name} container`);

  it.each([
    ['a missing readiness probe', (o: K8sObject[]) => delete container(o, 'agent').readinessProbe, /agent \(agent\): readinessProbe missing/],
    ['a writable root filesystem', (o: K8sObject[]) => (container(o, 'billing').securityContext!.readOnlyRootFilesystem = false), /billing.*readOnlyRootFilesystem/],
    ['missing limits', (o: K8sObject[]) => delete container(o, 'gateway').resources!.limits, /gateway.*resources.limits.cpu missing/],
    ['an unknown env name', (o: K8sObject[]) => container(o, 'identity').env!.push({ name: 'SURPRISE', value: '1' }), /env SURPRISE is not in deploy\/env-names.json/],
    [
      'a missing required env',
      (o: K8sObject[]) => (container(o, 'recording').env = container(o, 'recording').env!.filter((e) => e.name !== 'DATABASE_URL')),
      /recording.*required env DATABASE_URL/,
    ],
    [
      'a secret set as a plain value',
      (o: K8sObject[]) => (container(o, 'identity').env!.find((e) => e.name === 'KEYCLOAK_CLIENT_SECRET')!.valueFrom = undefined),
      /KEYCLOAK_CLIENT_SECRET is a secret/,
    ],
    [
      'a Service port without a pod port',
      (o: K8sObject[]) => (defined((find(o, 'Service', 'telephony')!.spec as { ports: { targetPort: string }[] }).ports[1], 'a second port').targetPort = 'grpcx'),
      /telephony.*targets grpcx/,
    ],
    [
      'a wrong peer address',
      (o: K8sObject[]) => ((find(o, 'ConfigMap', 'landline-config')!.data as Record<string, string>).BILLING_ADDR = 'billing:50051'),
      /BILLING_ADDR=billing:50051/,
    ],
    [
      'a wrong Ingress backend',
      (o: K8sObject[]) => (defined(ingressPaths(o)[1], 'the /twilio path').backend.service.name = 'gateway'),
      /\/twilio must go to the telephony Service/,
    ],
    ['two images for the targets without speech', (o: K8sObject[]) => (container(o, 'agent').image = 'other:1'), /without speech tools must run one image/],
    ['conversation without the speech tools', (o: K8sObject[]) => (container(o, 'conversation').image = 'landline:0.1.0'), /conversation must run landline-speech/],
    ['images of two commits', (o: K8sObject[]) => (container(o, 'conversation').image = 'landline-speech:0.2.0'), /one tag/],
  ])('reports %s', (_what, mutate, expected) => {
    expect(mutated(mutate as (o: K8sObject[]) => void)).toMatch(expected);
  });

  it('reports schema violations', () => {
    const objects = structuredClone(base.objects);
    (defined(container(objects, 'agent').ports![0], 'a port') as { containerPort: unknown }).containerPort = 'http';
    expect(validateObjects(objects).join('\n')).toMatch(/Deployment\/agent: .*containerPort must be integer/);
  });
});
