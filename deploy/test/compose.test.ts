// docker-compose.yml and the observability files it mounts: parse them and check they agree with the targets,
// the env names (deploy/env-names.json), the Postgres init script and the metrics the code exports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defined, GRPC_PORTS, HTTP_PORT, METRICS_PORT, loadEnvNames, readsName, repoRoot, SPEECH_TARGETS, TARGETS, type Target } from './lib/checks';
import { imageProblems } from './lib/images';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string } | string;
  command?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] | string };
  read_only?: boolean;
  tmpfs?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
/** A service the test reads, or a failure naming it. */
const service = (name: string) => defined(compose.services[name], `the ${name} service in docker-compose.yml`);
const envNames = loadEnvNames();
const known = new Map(envNames.map((e) => [e.name, e]));

/** Compose's ${VAR:-default} / ${VAR} interpolation, with an empty shell environment. */
const interpolate = (v: string | number | boolean | null | undefined) => String(v ?? '').replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _name, def) => def ?? '');

interface CollectorConfig {
  receivers: { otlp: { protocols: { grpc: { endpoint: string }; http: { endpoint: string } } } };
  exporters: Record<string, { endpoint: string }>;
  service: { pipelines: { traces: { receivers: string[]; exporters: string[] } } };
}
/** deploy/otel/collector.yaml, which compose mounts and the kind overlay generates a ConfigMap from. */
const collectorConfig = () => parse(readFileSync(path.join(repoRoot, 'deploy/otel/collector.yaml'), 'utf8')) as CollectorConfig;

const appServices = Object.entries(compose.services).filter(([, s]) => s.environment && 'TARGET' in s.environment);
const byTarget = new Map(appServices.map(([name, s]) => [String(s.environment!.TARGET) as Target, { name, service: s }]));
const envOf = (s: ComposeService) => Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(v)]));

describe('docker-compose.yml', () => {
  it("runs one service per target, conversation from the Dockerfile's runtime-speech target and the rest from runtime", () => {
    expect([...byTarget.keys()].sort()).toEqual([...TARGETS].sort());
    expect(appServices).toHaveLength(TARGETS.length);
    for (const [target, { name, service: s }] of byTarget) {
      const speech = SPEECH_TARGETS.includes(target);
      expect([name, s.image]).toEqual([name, speech ? 'landline-speech:dev' : 'landline:dev']);
      const build = typeof s.build === 'string' ? { context: s.build } : s.build!;
      const dockerfile = path.join(repoRoot, build.context, build.dockerfile ?? 'Dockerfile');
      expect([name, build.target]).toEqual([name, speech ? 'runtime-speech' : 'runtime']);
      expect(readFileSync(dockerfile, 'utf8')).toMatch(new RegExp(`^FROM \\S+ AS ${build.target ?? ''}$`, 'm'));
      expect(s.read_only).toBe(true);
      expect(s.tmpfs).toContain('/tmp');
    }
    expect(
      imageProblems(
        [...byTarget].map(([target, { service }]) => ({ target, image: service.image })),
        SPEECH_TARGETS,
      ),
    ).toEqual([]);
  });

  it('names every service after its target, so the peer addresses resolve', () => {
    for (const [target, { name }] of byTarget) expect(name).toBe(target);
  });

  it('uses only env names from deploy/env-names.json and sets the required ones', () => {
    const problems: string[] = [];
    for (const [target, { name, service }] of byTarget) {
      const env = envOf(service);
      for (const key of Object.keys(env)) {
        const entry = known.get(key);
        if (!entry) problems.push(`${name}: ${key} is not in deploy/env-names.json`);
        else if (!readsName(entry, target)) problems.push(`${name}: ${key} is set but only ${entry.targets.join(', ')} read it`);
      }
      for (const entry of envNames) if (entry.required && readsName(entry, target) && !(entry.name in env)) problems.push(`${name}: required ${entry.name} missing`);
    }
    expect(problems).toEqual([]);
  });

  it('wires gRPC ports and peer addresses consistently', () => {
    const problems: string[] = [];
    for (const [target, { name, service }] of byTarget) {
      const env = envOf(service);
      expect(env.PORT).toBe(String(HTTP_PORT));
      const own = GRPC_PORTS[target];
      if (own !== undefined && Number(env[`${target.toUpperCase()}_GRPC_PORT`] ?? own) !== own) problems.push(`${name}: own gRPC port`);
      for (const t of TARGETS) {
        const addr = env[`${t.toUpperCase()}_ADDR`];
        if (addr === undefined) continue;
        const peer = byTarget.get(t)!;
        const port = Number(envOf(peer.service)[`${t.toUpperCase()}_GRPC_PORT`] ?? GRPC_PORTS[t]);
        if (addr !== `${peer.name}:${port}`) problems.push(`${name}: ${t.toUpperCase()}_ADDR=${addr}, expected ${peer.name}:${port}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('points the services at infrastructure services that exist, on their ports', () => {
    const problems: string[] = [];
    for (const [, { name, service }] of byTarget) {
      const env = envOf(service);
      for (const key of ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'S3_ENDPOINT', 'DATABASE_URL']) {
        if (!env[key]) continue;
        for (const value of env[key].split(',')) {
          const [, host] = /^(?:[a-z]+:\/\/)?(?:[^@/]*@)?([^:/]+):(\d+)/.exec(value) ?? [];
          if (host === undefined || !compose.services[host]) problems.push(`${name}: ${key}=${value} names no compose service`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('creates every database the services use', () => {
    const sql = readFileSync(path.join(repoRoot, 'deploy/compose/postgres-init.sql'), 'utf8');
    const dbs = new Set([...sql.matchAll(/CREATE DATABASE (\w+);/g)].map((m) => m[1]));
    for (const [, { service }] of byTarget) {
      const url = envOf(service).DATABASE_URL;
      if (url) expect(dbs).toContain(new URL(url).pathname.slice(1));
    }
    const kcDb = interpolate(service('keycloak').environment!.KC_DB_URL).split('/').pop();
    expect(dbs).toContain(kcDb);
    for (const t of TARGETS) if (t !== 'gateway') expect(envOf(byTarget.get(t)!.service).DATABASE_URL).toBeDefined();
  });

  it('has a healthcheck on every long-running service and depends only on services that exist', () => {
    // minio-init runs once; the collector's image is built from scratch, with nothing to probe it with, and
    // nothing waits for it (the services drop spans it does not take).
    const unprobed = new Set(['minio-init', 'otel-collector']);
    const problems: string[] = [];
    for (const [name, s] of Object.entries(compose.services)) {
      if (!unprobed.has(name) && !s.healthcheck) problems.push(`${name}: no healthcheck`);
      const deps = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      for (const d of deps) if (!compose.services[d]) problems.push(`${name}: depends on unknown ${d}`);
      if (!Array.isArray(s.depends_on)) {
        for (const [d, { condition }] of Object.entries(s.depends_on ?? {})) {
          if (condition === 'service_healthy' && !compose.services[d]?.healthcheck) problems.push(`${name}: waits for ${d} to be healthy, but it has no healthcheck`);
        }
      }
    }
    // No cycles.
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (n: string) => {
      if (done.has(n)) return;
      if (visiting.has(n)) throw new Error(`depends_on cycle through ${n}`);
      const s = compose.services[n];
      if (!s) return; // an unknown service, reported above
      visiting.add(n);
      for (const d of Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {})) visit(d);
      visiting.delete(n);
      done.add(n);
    };
    Object.keys(compose.services).forEach(visit);
    expect(problems).toEqual([]);
  });

  it('mounts files that exist and declares its named volumes', () => {
    const problems: string[] = [];
    for (const [name, s] of Object.entries(compose.services)) {
      for (const v of s.volumes ?? []) {
        const [src] = v.split(':') as [string];
        if (src.startsWith('.')) {
          if (!existsSync(path.join(repoRoot, src))) problems.push(`${name}: ${src} does not exist`);
        } else if (!(src in (compose.volumes ?? {}))) problems.push(`${name}: volume ${src} is not declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('imports the Keycloak realm with the client secret the identity service uses', () => {
    const kc = service('keycloak');
    expect(kc.command).toEqual(['start-dev', '--import-realm']);
    expect(kc.image).toMatch(/^quay\.io\/keycloak\/keycloak:26\./);
    expect(kc.volumes).toContain('./deploy/keycloak:/opt/keycloak/data/import:ro');
    const realm = JSON.parse(readFileSync(path.join(repoRoot, 'deploy/keycloak/landline-realm.json'), 'utf8')) as { realm: string; clients: { clientId: string }[] };
    const identity = envOf(byTarget.get('identity')!.service);
    const gateway = envOf(byTarget.get('gateway')!.service);
    expect(realm.clients.map((c) => c.clientId)).toEqual(expect.arrayContaining([identity.KEYCLOAK_CLIENT_ID, gateway.KEYCLOAK_WEB_CLIENT_ID]));
    expect(identity.KEYCLOAK_REALM).toBe(realm.realm);
    expect(interpolate(kc.environment!.KEYCLOAK_CLIENT_SECRET)).toBe(identity.KEYCLOAK_CLIENT_SECRET);
    expect(interpolate(kc.environment!.KC_HOSTNAME)).toBe(gateway.KEYCLOAK_PUBLIC_URL);
  });

  it("sends every service's traces to the OpenTelemetry Collector, which exports them to Jaeger", () => {
    const collector = service('otel-collector');
    expect(collector.image).toMatch(/^otel\/opentelemetry-collector-contrib:\d+\.\d+\.\d+$/);
    expect(collector.volumes).toContain('./deploy/otel/collector.yaml:/etc/otelcol-contrib/config.yaml:ro');
    const config = collectorConfig();
    // The services export OTLP over HTTP (@opentelemetry/exporter-trace-otlp-http), to the collector's HTTP receiver.
    const http = new URL(`http://${config.receivers.otlp.protocols.http.endpoint}`);
    for (const [, { name, service }] of byTarget) expect([name, envOf(service).OTEL_EXPORTER_OTLP_ENDPOINT]).toEqual([name, `http://otel-collector:${http.port}`]);
    // Its trace pipeline ends at Jaeger's OTLP receiver, whose UI is published.
    const pipeline = config.service.pipelines.traces;
    expect(pipeline.receivers).toEqual(['otlp']);
    const exporters = pipeline.exporters.map((e) => config.exporters[e]?.endpoint);
    expect(exporters).toEqual(['jaeger:4317']);
    const jaeger = service('jaeger');
    expect(jaeger.image).toMatch(/^jaegertracing\/jaeger:2\.\d+\.\d+$/);
    expect(jaeger.ports).toContain('16686:16686');
    expect(collector.depends_on).toEqual({ jaeger: { condition: 'service_healthy' } });
  });

  it('runs Kafka in KRaft mode from apache/kafka 3.9', () => {
    const kafka = service('kafka');
    expect(kafka.image).toMatch(/^apache\/kafka:3\.9\./);
    expect(kafka.environment!.KAFKA_PROCESS_ROLES).toBe('broker,controller');
  });
});

describe('Prometheus and Grafana', () => {
  const prometheus = parse(readFileSync(path.join(repoRoot, 'deploy/prometheus/prometheus.yml'), 'utf8')) as {
    rule_files: string[];
    alerting?: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
    scrape_configs: { job_name: string; metrics_path?: string; static_configs: { targets: string[]; labels?: Record<string, string> }[] }[];
  };
  const dashboard = JSON.parse(readFileSync(path.join(repoRoot, 'charts/landline/files/dashboards/landline.json'), 'utf8')) as {
    uid: string;
    panels: { id: number; type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
  };

  /** Metric names the code registers (prom-client `name: 'landline_…'`), with the series histograms add. */
  function exportedMetrics(): Set<string> {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const p = path.join(dir, entry);
        if (entry === 'node_modules' || entry === 'test') continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) {
          const text = readFileSync(p, 'utf8');
          for (const [, kind, name = ''] of text.matchAll(/new (?:client|promClient)\.(Counter|Gauge|Histogram|Summary)\(\{\s*name:\s*'(landline_[a-z0-9_]+)'/g)) {
            names.add(name);
            if (kind === 'Histogram' || kind === 'Summary') for (const s of ['_bucket', '_sum', '_count']) names.add(name + s);
          }
        }
      }
    };
    walk(path.join(repoRoot, 'services'));
    // prom-client's default metrics, registered with the landline_ prefix (collectDefaultMetrics).
    for (const d of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total']) names.add(`landline_${d}`);
    return names;
  }

  it('scrapes /metrics of every compose target on its metrics port', () => {
    const landline = prometheus.scrape_configs.find((j) => j.job_name === 'landline')!;
    expect(landline.metrics_path).toBe('/metrics');
    const targets = landline.static_configs.flatMap((c) => c.targets).sort();
    expect(targets).toEqual([...TARGETS].map((t) => `${byTarget.get(t)!.name}:${METRICS_PORT}`).sort());
    for (const f of prometheus.rule_files) expect(existsSync(path.join(repoRoot, 'deploy/prometheus', path.basename(f)))).toBe(true);
  });

  it('sends alerts to the compose Alertmanager, which routes them to a receiver it defines', () => {
    const targets = prometheus.alerting!.alertmanagers.flatMap((a) => a.static_configs.flatMap((c) => c.targets));
    expect(targets).toEqual(['alertmanager:9093']);
    const am = service('alertmanager');
    expect(am.volumes).toContain('./deploy/alertmanager/alertmanager.yml:/etc/alertmanager/alertmanager.yml:ro');
    expect(service('prometheus').depends_on).toMatchObject({ alertmanager: { condition: 'service_healthy' } });
    const config = parse(readFileSync(path.join(repoRoot, 'deploy/alertmanager/alertmanager.yml'), 'utf8')) as {
      route: { receiver: string; routes?: { receiver: string }[] };
      receivers: { name: string }[];
    };
    const receivers = new Set(config.receivers.map((r) => r.name));
    for (const r of [config.route, ...(config.route.routes ?? [])]) expect(receivers.has(r.receiver)).toBe(true);
  });

  it('queries only metrics the services export, and covers the RED, gRPC, event and outbox series', () => {
    const exported = exportedMetrics();
    const wanted = [
      'landline_http_requests_total',
      'landline_http_request_duration_seconds',
      'landline_grpc_server_handled_total',
      'landline_grpc_server_handling_seconds',
      'landline_grpc_client_calls_total',
      'landline_events_published_total',
      'landline_events_consumed_total',
      'landline_outbox_pending',
    ];
    for (const w of wanted) expect(exported).toContain(w);
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    const used = new Set(exprs.flatMap((e) => [...e.matchAll(/\b(landline_[a-z0-9_]+)/g)].map(([, metric = '']) => metric)));
    expect([...used].filter((m) => !exported.has(m))).toEqual([]);
    for (const w of wanted) expect([...used].some((u) => u === w || u === `${w}_bucket`)).toBe(true);
    const alerts = readFileSync(path.join(repoRoot, 'deploy/prometheus/alerts.yml'), 'utf8');
    const alertMetrics = [...alerts.matchAll(/\b(landline_[a-z0-9_]+)/g)].map(([, metric = '']) => metric);
    expect(alertMetrics.filter((m) => !exported.has(m))).toEqual([]);
  });

  it('uses the provisioned datasource and unique panel ids', () => {
    const ds = parse(readFileSync(path.join(repoRoot, 'deploy/grafana/provisioning/datasources/prometheus.yml'), 'utf8')) as { datasources: { uid: string; url: string }[] };
    const { uid, url } = defined(ds.datasources[0], 'the provisioned datasource');
    expect(url).toBe('http://prometheus:9090');
    for (const p of dashboard.panels) if (p.type !== 'row') expect([p.title, p.datasource?.uid]).toEqual([p.title, uid]);
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const provider = parse(readFileSync(path.join(repoRoot, 'deploy/grafana/provisioning/dashboards/landline.yml'), 'utf8')) as { providers: { options: { path: string } }[] };
    expect(service('grafana').volumes).toContain(`./charts/landline/files/dashboards:${defined(provider.providers[0], 'the dashboard provider').options.path}:ro`);
  });

  it('parses the alert rules', () => {
    const rules = parse(readFileSync(path.join(repoRoot, 'deploy/prometheus/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] };
    const all = rules.groups.flatMap((g) => g.rules);
    expect(all.length).toBeGreaterThan(0);
    for (const r of all) expect(r.alert).toMatch(/^Landline[A-Za-z]+$/);
  });
});
