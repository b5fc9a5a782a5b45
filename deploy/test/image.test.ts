// The Dockerfile, .dockerignore, skaffold.yaml and deploy/env-names.json, checked as text (no Docker engine or
// skaffold binary here): the image is the one every manifest runs, built the way the manifests expect.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { landlineWorkloads, loadEnvNames, repoRoot, TARGETS } from './lib/checks';
import { renderKustomization, splitImage } from './lib/kustomize';

const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): { op: string; args: string; stage: number }[] {
  const out: { op: string; args: string; stage: number }[] = [];
  let stage = -1;
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line.startsWith('#') || !line)) continue;
    if (line.startsWith('#')) continue;
    current += (current ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) continue;
    const [op, ...rest] = current.split(/\s+/);
    if (op.toUpperCase() === 'FROM') stage++;
    out.push({ op: op.toUpperCase(), args: rest.join(' '), stage });
    current = '';
  }
  return out;
}

const ins = instructions(dockerfile);
const lastStage = Math.max(...ins.map((i) => i.stage));
const runtime = ins.filter((i) => i.stage === lastStage);

describe('Dockerfile', () => {
  it('builds on node:24-bookworm-slim in several stages', () => {
    const args = ins.filter((i) => i.op === 'ARG' && i.stage === -1).map((i) => i.args);
    expect(args).toContain('NODE_IMAGE=node:24-bookworm-slim');
    const froms = ins.filter((i) => i.op === 'FROM').map((i) => i.args);
    expect(froms.length).toBeGreaterThanOrEqual(3);
    for (const f of froms) expect(f).toMatch(/^(\$\{NODE_IMAGE\}|deps|build) AS \w+$/);
  });

  it('copies every workspace manifest before npm ci, so the install layer is cached', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    const dirs = pkg.workspaces
      .flatMap((w) =>
        w.endsWith('/*')
          ? readdirSync(path.join(repoRoot, w.slice(0, -2)), { withFileTypes: true })
              .filter((d) => d.isDirectory())
              .map((d) => `${w.slice(0, -2)}/${d.name}`)
          : [w],
      )
      .filter((d) => existsSync(path.join(repoRoot, d, 'package.json')));
    const ci = ins.findIndex((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(ci).toBeGreaterThan(0);
    const copied = ins
      .slice(0, ci)
      .filter((i) => i.op === 'COPY')
      .map((i) => i.args);
    expect(copied).toContain('package.json package-lock.json ./');
    for (const d of dirs) expect(copied).toContain(`${d}/package.json ${d}/`);
  });

  it('builds the web app and prunes dev dependencies but keeps tsx', () => {
    const runs = ins
      .filter((i) => i.op === 'RUN')
      .map((i) => i.args)
      .join('\n');
    expect(runs).toMatch(/npm run build/);
    expect(runs).toMatch(/npm prune --omit=dev/);
    expect(runs).toMatch(/node deploy\/docker\/runtime-manifest\.mjs/);
    expect(runs).toMatch(/node --import tsx/);
    expect(existsSync(path.join(repoRoot, 'deploy/docker/runtime-manifest.mjs'))).toBe(true);
  });

  it('runs as uid 10001 with espeak-ng and ffmpeg, TARGET=all and the documented ports and command', () => {
    const run = runtime
      .filter((i) => i.op === 'RUN')
      .map((i) => i.args)
      .join('\n');
    expect(run).toMatch(/apt-get install[^\n]*\bespeak-ng\b/);
    expect(run).toMatch(/apt-get install[^\n]*\bffmpeg\b/);
    expect(run).toMatch(/--uid 10001/);
    expect(runtime.filter((i) => i.op === 'USER').map((i) => i.args)).toEqual(['10001:10001']);
    const env = runtime
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/\bTARGET=all\b/);
    expect(env).toMatch(/\bPORT=8080\b/);
    expect(runtime.find((i) => i.op === 'EXPOSE')?.args).toBe('8080 50051-50057');
    expect(JSON.parse(runtime.find((i) => i.op === 'CMD')!.args)).toEqual(['node', '--import', 'tsx', 'services/landline/src/main.ts']);
    expect(runtime.some((i) => i.op === 'HEALTHCHECK' && /\/healthz/.test(i.args))).toBe(true);
    // What the runtime stage copies must exist after the build stage.
    for (const c of runtime.filter((i) => i.op === 'COPY')) expect(c.args).toMatch(/^--from=build /);
  });

  it('keeps web/dist and the workspace sources, and leaves tests and secrets out of the build context', () => {
    const ignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const p of ['.git', '**/node_modules', '**/.env', 'web/dist', '**/test']) expect(ignore).toContain(p);
    for (const p of ['services', 'proto', 'web', 'package.json', 'package-lock.json']) expect(ignore).not.toContain(p);
    expect(ignore).toContain('!deploy/docker/runtime-manifest.mjs');
    expect(runtime.some((i) => i.op === 'COPY' && /\/app\/web\/dist/.test(i.args))).toBe(true);
  });

  it('matches the runtime contract the manifests rely on (DATA_DIR, user)', () => {
    const env = runtime
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    const dataDir = /DATA_DIR=(\S+)/.exec(env)![1];
    const base = renderKustomization(path.join(repoRoot, 'deploy/base')).objects;
    for (const w of landlineWorkloads(base)) expect(w.env.get('DATA_DIR')?.value).toBe(dataDir);
  });
});

describe('skaffold.yaml', () => {
  const skaffold = parse(readFileSync(path.join(repoRoot, 'skaffold.yaml'), 'utf8')) as {
    apiVersion: string;
    kind: string;
    build: { artifacts: { image: string; context?: string; docker: { dockerfile: string } }[] };
    manifests: { kustomize: { paths: string[]; buildArgs?: string[] } };
    deploy: { kubectl?: object };
    portForward: { resourceType: string; resourceName: string; port: number; localPort: number }[];
    profiles: {
      name: string;
      manifests?: { kustomize?: { paths: string[] } };
      deploy: { helm?: { releases: { name: string; chartPath: string; valuesFiles: string[]; setValueTemplates: Record<string, string> }[] } };
      portForward?: { resourceType: string; resourceName: string; port: number; localPort: number }[];
    }[];
  };

  it('builds the one image from the Dockerfile', () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta(1[1-9]|[2-9]\d)$/);
    expect(skaffold.kind).toBe('Config');
    expect(skaffold.build.artifacts).toHaveLength(1);
    const [artifact] = skaffold.build.artifacts;
    expect(artifact.image).toBe('landline');
    expect(existsSync(path.join(repoRoot, artifact.context ?? '.', artifact.docker.dockerfile))).toBe(true);
  });

  it('deploys the kind overlay, whose Deployments run that image, and forwards the gateway to 8080', () => {
    expect(skaffold.manifests.kustomize.paths).toEqual(['deploy/overlays/kind']);
    // The overlay reads the realm from deploy/keycloak: kustomize needs the load restrictor lifted.
    expect(skaffold.manifests.kustomize.buildArgs).toContain('--load-restrictor=LoadRestrictionsNone');
    const kind = renderKustomization(path.join(repoRoot, 'deploy/overlays/kind')).objects;
    for (const w of landlineWorkloads(kind)) expect(splitImage(w.container.image!).name).toBe(skaffold.build.artifacts[0].image);
    const gw = skaffold.portForward.find((p) => p.localPort === 8080)!;
    expect(gw).toMatchObject({ resourceType: 'service', resourceName: 'gateway', port: 8080 });
    for (const p of skaffold.portForward) expect(kind.some((o) => o.kind === 'Service' && o.metadata.name === p.resourceName)).toBe(true);
  });

  it('has a helm profile deploying charts/landline with the kind values and infrastructure', () => {
    const profile = skaffold.profiles.find((p) => p.name === 'helm')!;
    const [release] = profile.deploy.helm!.releases;
    expect(existsSync(path.join(repoRoot, release.chartPath, 'Chart.yaml'))).toBe(true);
    for (const f of release.valuesFiles) expect(existsSync(path.join(repoRoot, f))).toBe(true);
    expect(release.setValueTemplates['image.repository']).toBe('{{.IMAGE_REPO_landline}}');
    expect(release.setValueTemplates['image.tag']).toMatch(/\{\{\.IMAGE_TAG_landline\}\}/);
    for (const p of profile.manifests!.kustomize!.paths) expect(existsSync(path.join(repoRoot, p, 'kustomization.yaml'))).toBe(true);
    // helm.test.ts renders the chart: with release name "landline" the gateway Service is landline-gateway.
    expect(profile.portForward!.find((p) => p.localPort === 8080)).toMatchObject({ resourceName: `${release.name}-gateway`, port: 8080 });
  });
});

describe('deploy/env-names.json', () => {
  const names = loadEnvNames();

  it('lists each name once, with valid targets and a description', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const e of names) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(e.name)) problems.push(`${e.name}: not an env name`);
      if (seen.has(e.name)) problems.push(`${e.name}: listed twice`);
      seen.add(e.name);
      if (!Array.isArray(e.targets) || e.targets.length === 0) problems.push(`${e.name}: no targets`);
      for (const t of e.targets ?? []) if (t !== '*' && !(TARGETS as readonly string[]).includes(t)) problems.push(`${e.name}: unknown target ${t}`);
      if (!e.description) problems.push(`${e.name}: no description`);
      for (const k of Object.keys(e)) if (!['name', 'targets', 'required', 'secret', 'description'].includes(k)) problems.push(`${e.name}: unknown field ${k}`);
    }
    expect(problems).toEqual([]);
  });

  it('includes the names of the deployment contract', () => {
    const listed = new Set(names.map((e) => e.name));
    const contract = [
      'TARGET',
      'PORT',
      'DATA_DIR',
      'LOG_LEVEL',
      'DATABASE_URL',
      'KAFKA_BROKERS',
      'AUTH_PROVIDER',
      'KEYCLOAK_URL',
      'KEYCLOAK_REALM',
      'KEYCLOAK_CLIENT_ID',
      'KEYCLOAK_CLIENT_SECRET',
      'KEYCLOAK_WEB_CLIENT_ID',
      'KEYCLOAK_PUBLIC_URL',
      'GOOGLE_LOGIN_ENABLED',
      'PUBLIC_URL',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'S3_BUCKET',
      'S3_REGION',
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENAI_MODEL',
      'GOOGLE_APPLICATION_CREDENTIALS',
      ...TARGETS.filter((t) => t !== 'gateway').flatMap((t) => [`${t.toUpperCase()}_GRPC_PORT`, `${t.toUpperCase()}_ADDR`]),
    ];
    expect(contract.filter((n) => !listed.has(n))).toEqual([]);
    for (const secret of ['KEYCLOAK_CLIENT_SECRET', 'S3_SECRET_KEY', 'TWILIO_AUTH_TOKEN', 'OPENAI_API_KEY', 'DATABASE_URL']) {
      expect([secret, names.find((e) => e.name === secret)?.secret]).toEqual([secret, true]);
    }
  });
});
