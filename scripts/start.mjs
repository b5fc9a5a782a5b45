#!/usr/bin/env node
// `npm start`: the whole product in one process on embedded defaults, at http://localhost:8080.
// Moves to Node.js 24 and installs dependencies, builds the web app and compiles the services when they are
// missing or stale, then runs every target from the compiled bundle.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureNode, root } from './setup.mjs';
import { BUNDLE_ENV, BUNDLE_NODE_FLAGS } from './node-flags.mjs';

ensureNode();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const newest = (dir) => {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};

ensureDependencies();

const dist = path.join(root, 'web/dist/index.html');
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < newest(path.join(root, 'web'))) {
  console.log('Building the web app...');
  run(npm, ['run', 'build', '--workspace', 'web']);
}

// The services run compiled, as in production: rebuilt (in well under a second) when a source is newer.
const bundle = path.join(root, 'dist/landline/main.js');
const sources = Math.max(...['services', 'proto', 'api'].map((dir) => newest(path.join(root, dir))), fs.statSync(path.join(root, 'package-lock.json')).mtimeMs);
if (!fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < sources) run(npm, ['run', '--silent', 'build:services']);

const child = spawn(process.execPath, [...BUNDLE_NODE_FLAGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { ...BUNDLE_ENV, TARGET: 'all', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
