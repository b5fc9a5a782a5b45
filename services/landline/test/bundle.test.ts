// The production build: scripts/build-services.mjs compiles the services into dist/landline/main.js and stages
// the tree the image runs it from (the bundle, the data files, node_modules, and no TypeScript); plain node
// starts it there with the embedded one-process settings.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedChildEnv } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = path.join(root, 'scripts/build-services.mjs');

/** Files under `dir` (relative to it), node_modules left out. */
const files = (dir: string, rel = ''): string[] =>
  fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) => (e.name === 'node_modules' ? [] : e.isDirectory() ? files(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]));

describe('the compiled services (npm run build:services)', () => {
  let app: string;

  beforeAll(() => {
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bundle-'));
    const out = path.join(app, 'dist');
    // Linked node_modules keep the stage quick; the image copies them.
    for (const args of [
      ['--out', out],
      ['--out', out, '--stage', app, '--link-modules'],
    ]) {
      const r = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`build-services ${args.join(' ')} failed:\n${r.stderr}${r.stdout}`);
    }
  }, 120_000);
  afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

  it('stages the bundle with its source map and the data files, and no TypeScript', () => {
    const staged = files(app);
    expect(staged.filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    expect(staged).toEqual(expect.arrayContaining(['dist/landline/main.js', 'dist/landline/main.js.map']));
    const migrations = fs
      .readdirSync(path.join(root, 'services'))
      .filter((s) => fs.existsSync(path.join(root, 'services', s, 'migrations')))
      .flatMap((s) => files(root, path.join('services', s, 'migrations')));
    expect(migrations.length).toBeGreaterThan(0);
    expect(staged).toEqual(expect.arrayContaining(migrations));
    const map = JSON.parse(fs.readFileSync(path.join(app, 'dist/landline/main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../services/landline/src/main.ts');
    expect(fs.readFileSync(path.join(app, 'dist/landline/main.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
  });

  it('runs under plain node: ready, serves the API and a chat turn, and exits 0 on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bundle-data-'));
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/landline/main.js'], {
      cwd: app,
      env: { ...embeddedChildEnv(dataDir), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 90_000;
      let url: string | undefined;
      while (!url) {
        url = /"url":"(http:\/\/localhost:\d+)".*Landline is ready/.exec(out)?.[1];
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the bundle did not start:\n${out.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      const openapi = await fetch(`${url}/api/openapi.json`);
      expect(openapi.status).toBe(200);
      expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./);

      const post = (route: string, body: unknown) => fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      // Identity and billing over gRPC (the .proto files), each on its migrated schema (the SQL files).
      expect((await post('/api/auth/signup', { email: 'bundle@example.com', password: 'tenant-secret-1', displayName: 'Bo Bundle' })).status).toBe(201);
      // A caller's turn goes through the safety screen, which reads its YAML taxonomy.
      const turn = { agentId: 'sarah', language: 'en', history: [{ role: 'assistant', content: 'Hi, this is Sarah. How can I help?' }], message: 'I smell gas in my kitchen' };
      const reply = await post('/api/chat', turn);
      expect(reply.status).toBe(200);
      expect(((await reply.json()) as { text: string }).text).not.toBe('');
      // A module that failed (a file it could not read, say) logs its error, though the API may still answer.
      expect(out.split('\n').filter((l) => l.includes('"err":'))).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    const code = await exited;
    // The process's own log says why, when it did not stop cleanly.
    if (code !== 0 || !out.includes('"msg":"stopped"')) throw new Error(`the bundle exited ${String(code)} on SIGTERM:\n${out.slice(-3000)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
