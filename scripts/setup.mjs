// What a fresh clone needs before `npm start` or `npm test` can run, installed by the commands themselves:
// a supported Node.js, the npm dependencies and, for the tests, a few system packages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The Node.js line the project runs on: the lowest major `engines` allows. */
export const NODE_MAJOR = Number(/(\d+)/.exec(pkg.engines.node)[1]);
const cache = path.resolve(process.env.LANDLINE_CACHE || path.join(os.homedir(), '.cache', 'landline'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Runs the calling script again on Node.js NODE_MAJOR when this one is older. That Node comes from the npm
 * registry's `node` package (its platform binary), installed once into the cache: the registry is the
 * one source every machine of ours reaches.
 */
export function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  const prefix = path.join(cache, `node-${NODE_MAJOR}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.log(`Node.js ${process.versions.node} is older than ${NODE_MAJOR}: installing Node.js ${NODE_MAJOR} into ${prefix}`);
    fs.mkdirSync(prefix, { recursive: true });
    run(npm, ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `node@${NODE_MAJOR}`]);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const r = spawnSync(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  process.exit(r.status ?? 1);
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies...');
  // install, not ci: the registry lacks some other platforms' optional binaries, and npm 11's ci refuses a
  // lockfile without them.
  run(npm, ['install', '--no-audit', '--no-fund']);
}

/**
 * Debian packages the tests drive (command → package). Installed with apt-get when this is root; otherwise
 * the run stops with the exact command to type.
 */
export function ensureSystemPackages(commands) {
  const have = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
  const missing = Object.entries(commands)
    .filter(([cmd]) => !have(cmd))
    .map(([, pkgName]) => pkgName)
    .filter((pkgName, i, all) => all.indexOf(pkgName) === i);
  if (!missing.length) return;
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !have('apt-get')) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them first:\n  sudo apt-get update && sudo ${install}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}
