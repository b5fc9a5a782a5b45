// The Dockerfile, .dockerignore, skaffold.yaml and deploy/env-names.json, checked as text (no Docker engine or
// skaffold binary here): the images are the ones every manifest runs, built the way the manifests expect.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defined, landlineWorkloads, loadEnvNames, repoRoot, SPEECH_TARGETS, TARGETS, type EnvName } from './lib/checks';
import { renderKustomization, splitImage } from './lib/kustomize';

const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

interface Instruction {
  op: string;
  args: string;
  /** The stage's name (`FROM … AS name`); '' before the first FROM. */
  stage: string;
}

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): Instruction[] {
  const out: Instruction[] = [];
  let stage = '';
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (!current && !line)) continue;
    current += (current ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) continue;
    const [op = '', ...rest] = current.split(/\s+/);
    if (op.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)$/i.exec(current)?.[1] ?? '';
    out.push({ op: op.toUpperCase(), args: rest.join(' '), stage });
    current = '';
  }
  return out;
}

const ins = instructions(dockerfile);
const stages = [...new Set(ins.filter((i) => i.op === 'FROM').map((i) => i.stage))];
/** A stage's instructions after those of the stages it is built FROM, as the image gets them. */
function chain(stage: string): Instruction[] {
  const own = ins.filter((i) => i.stage === stage);
  const [base = ''] = defined(own[0], `the ${stage} stage`).args.split(/\s+/);
  return [...(stages.includes(base) ? chain(base) : []), ...own];
}
const args = (list: Instruction[], op: string) => list.filter((i) => i.op === op).map((i) => i.args);
const last = (list: Instruction[], op: string) => args(list, op).pop();
const runtimes = { runtime: chain('runtime'), 'runtime-speech': chain('runtime-speech') };

describe('Dockerfile', () => {
  it('builds on node:24-bookworm-slim in named stages, runtime-speech (every target) the last and default', () => {
    expect(
      args(
        ins.filter((i) => i.stage === ''),
        'ARG',
      ),
    ).toContain('NODE_IMAGE=node:24-bookworm-slim');
    for (const f of args(ins, 'FROM')) expect(f).toMatch(/^(\$\{NODE_IMAGE\}|deps|build|runtime-base) AS [a-z-]+$/);
    expect(stages).toEqual(expect.arrayContaining(['deps', 'build', 'runtime', 'runtime-speech']));
    expect(stages[stages.length - 1]).toBe('runtime-speech');
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
    const copied = args(ins.slice(0, ci), 'COPY');
    expect(copied).toContain('package.json package-lock.json ./');
    for (const d of dirs) expect(copied).toContain(`${d}/package.json ${d}/`);
  });

  it('builds the web app and the services, prunes dev dependencies and stages what the bundle runs from', () => {
    const runs = args(chain('build'), 'RUN').join('\n');
    expect(runs).toMatch(/npm run build\b/);
    expect(runs).toMatch(/npm run build:services\b/);
    expect(runs).toMatch(/node deploy\/docker\/runtime-manifest\.mjs package\.json && npm prune --omit=dev && node scripts\/build-services\.mjs --stage \/runtime\b/);
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['build:services']).toBe('node scripts/build-services.mjs');
    expect(existsSync(path.join(repoRoot, 'deploy/docker/runtime-manifest.mjs'))).toBe(true);
  });

  it('leaves tsx and esbuild to development: no workspace the image keeps depends on them in production', () => {
    const manifests = ['.', 'proto', 'api', ...readdirSync(path.join(repoRoot, 'services')).map((s) => `services/${s}`)]
      .map((d) => path.join(repoRoot, d, 'package.json'))
      .filter((f) => existsSync(f));
    for (const f of manifests) {
      const deps = Object.keys((JSON.parse(readFileSync(f, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
      expect([path.relative(repoRoot, f), deps.filter((d) => d === 'tsx' || d === 'esbuild')]).toEqual([path.relative(repoRoot, f), []]);
    }
  });

  it.each(Object.entries(runtimes))('%s runs the bundle with plain node as uid 10001, TARGET=all, the documented ports', (_name, stage) => {
    expect(last(stage, 'USER')).toBe('10001:10001');
    const env = args(stage, 'ENV').join(' ');
    expect(env).toMatch(/\bTARGET=all\b/);
    expect(env).toMatch(/\bPORT=8080\b/);
    expect(last(stage, 'EXPOSE')).toBe('8080 50051-50057');
    // The path scripts/build-services.mjs writes the bundle to.
    expect(readFileSync(path.join(repoRoot, 'scripts/build-services.mjs'), 'utf8')).toContain("const BUNDLE_DIR = 'dist/landline';");
    expect(JSON.parse(last(stage, 'CMD')!)).toEqual(['node', '--enable-source-maps', 'dist/landline/main.js']);
    expect(args(stage, 'HEALTHCHECK').some((h) => /\/healthz/.test(h))).toBe(true);
    // Only what the build stage staged: no sources, no tsx.
    expect(args(stage, 'COPY').sort()).toEqual(['--from=build /app/web/dist ./web/dist', '--from=build /runtime ./']);
    expect(stage.filter((i) => /\btsx\b/.test(i.args))).toEqual([]);
  });

  it('installs espeak-ng and ffmpeg in runtime-speech only', () => {
    const speechTools = (list: Instruction[]) => list.filter((i) => i.op === 'RUN' && /apt-get install[^\n]*\b(espeak-ng|ffmpeg)\b/.test(i.args));
    expect(speechTools(runtimes.runtime)).toEqual([]);
    const installs = speechTools(runtimes['runtime-speech']).map((i) => i.args);
    expect(installs.join('\n')).toMatch(/\bespeak-ng\b/);
    expect(installs.join('\n')).toMatch(/\bffmpeg\b/);
    expect(speechTools(ins).every((i) => i.stage === 'runtime-speech')).toBe(true);
    for (const stage of Object.values(runtimes)) expect(args(stage, 'RUN').join('\n')).toMatch(/apt-get install[^\n]*\btini\b[^\n]*&& useradd [^\n]*--uid 10001/);
  });

  it('keeps web/dist and the workspace sources, and leaves tests, builds and secrets out of the build context', () => {
    const ignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const p of ['.git', '**/node_modules', '**/.env', 'web/dist', 'dist', '**/test']) expect(ignore).toContain(p);
    for (const p of ['services', 'proto', 'web', 'scripts', 'package.json', 'package-lock.json']) expect(ignore).not.toContain(p);
    expect(ignore).toContain('!deploy/docker/runtime-manifest.mjs');
  });

  it('matches the runtime contract the manifests rely on (DATA_DIR, user)', () => {
    const dataDir = /DATA_DIR=(\S+)/.exec(args(runtimes.runtime, 'ENV').join(' '))![1];
    const base = renderKustomization(path.join(repoRoot, 'deploy/base')).objects;
    for (const w of landlineWorkloads(base)) expect(w.env.get('DATA_DIR')?.value).toBe(dataDir);
  });
});

describe('skaffold.yaml', () => {
  const skaffold = parse(readFileSync(path.join(repoRoot, 'skaffold.yaml'), 'utf8')) as {
    apiVersion: string;
    kind: string;
    build: { artifacts: { image: string; context?: string; docker: { dockerfile: string; target?: string } }[] };
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

  const artifactOf = (target: string) => skaffold.build.artifacts.find((a) => a.docker.target === target)!.image;

  it("builds the two images from the Dockerfile's runtime targets", () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta(1[1-9]|[2-9]\d)$/);
    expect(skaffold.kind).toBe('Config');
    expect(skaffold.build.artifacts.map((a) => [a.image, a.docker.target])).toEqual([
      ['landline', 'runtime'],
      ['landline-speech', 'runtime-speech'],
    ]);
    for (const artifact of skaffold.build.artifacts) expect(existsSync(path.join(repoRoot, artifact.context ?? '.', artifact.docker.dockerfile))).toBe(true);
  });

  it('deploys the kind overlay, whose Deployments run those images, and forwards the gateway to 8080', () => {
    expect(skaffold.manifests.kustomize.paths).toEqual(['deploy/overlays/kind']);
    // The overlay reads the realm from deploy/keycloak: kustomize needs the load restrictor lifted.
    expect(skaffold.manifests.kustomize.buildArgs).toContain('--load-restrictor=LoadRestrictionsNone');
    const kind = renderKustomization(path.join(repoRoot, 'deploy/overlays/kind')).objects;
    // Skaffold rewrites the images by name: conversation's must be the speech artifact, the others the plain one.
    for (const w of landlineWorkloads(kind))
      expect([w.target, splitImage(w.container.image!).name]).toEqual([w.target, artifactOf(SPEECH_TARGETS.includes(w.target) ? 'runtime-speech' : 'runtime')]);
    const gw = skaffold.portForward.find((p) => p.localPort === 8080)!;
    expect(gw).toMatchObject({ resourceType: 'service', resourceName: 'gateway', port: 8080 });
    for (const p of skaffold.portForward) expect(kind.some((o) => o.kind === 'Service' && o.metadata.name === p.resourceName)).toBe(true);
    // The trace UI and telephony (where the phone simulator connects, TELEPHONY_PUBLIC_URL), in both profiles.
    const helm = skaffold.profiles.find((p) => p.name === 'helm')!.portForward!;
    for (const forwards of [skaffold.portForward, helm]) {
      expect(forwards).toContainEqual({ resourceType: 'service', resourceName: 'jaeger', port: 16686, localPort: 16686 });
      expect(forwards.find((p) => p.localPort === 8081)).toMatchObject({ resourceType: 'service', port: 8080 });
    }
    expect(skaffold.portForward.find((p) => p.localPort === 8081)!.resourceName).toBe('telephony');
    expect(helm.find((p) => p.localPort === 8081)!.resourceName).toBe('landline-telephony');
  });

  it('has a helm profile deploying charts/landline with the kind values and infrastructure', () => {
    const profile = skaffold.profiles.find((p) => p.name === 'helm')!;
    const release = defined(profile.deploy.helm!.releases[0], 'the helm release');
    expect(existsSync(path.join(repoRoot, release.chartPath, 'Chart.yaml'))).toBe(true);
    for (const f of release.valuesFiles) expect(existsSync(path.join(repoRoot, f))).toBe(true);
    expect(release.setValueTemplates['image.repository']).toBe('{{.IMAGE_REPO_landline}}');
    expect(release.setValueTemplates['image.tag']).toMatch(/\{\{\.IMAGE_TAG_landline\}\}/);
    // Skaffold's template names write the image name's '-' as '_'.
    expect(release.setValueTemplates['speechImage.repository']).toBe('{{.IMAGE_REPO_landline_speech}}');
    expect(release.setValueTemplates['speechImage.tag']).toMatch(/\{\{\.IMAGE_TAG_landline_speech\}\}/);
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
    // The file is what is checked here, so its targets may be anything.
    for (const e of names as (Omit<EnvName, 'targets'> & { targets?: unknown })[]) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(e.name)) problems.push(`${e.name}: not an env name`);
      if (seen.has(e.name)) problems.push(`${e.name}: listed twice`);
      seen.add(e.name);
      const targets: unknown[] = Array.isArray(e.targets) ? e.targets : [];
      if (targets.length === 0) problems.push(`${e.name}: no targets`);
      for (const t of targets) if (t !== '*' && !(TARGETS as readonly unknown[]).includes(t)) problems.push(`${e.name}: unknown target ${String(t)}`);
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
