#!/usr/bin/env node
// `npm run build:services`: the services compiled for production into one ES module, dist/landline/main.js (Node
// 24, with a source map), that plain `node --enable-source-maps dist/landline/main.js` runs. The workspace
// packages (@landline/*, TypeScript) are bundled; npm packages stay in node_modules. Type checking stays with
// `tsc --noEmit`. `npm start` and the benchmark run this bundle too; the tests run the sources through tsx.
//
//   node scripts/build-services.mjs [--out <dir>]                    build into <dir> (default: dist)
//   node scripts/build-services.mjs --stage <dir> [--link-modules]   copy what the build needs at run time into <dir>
//
// The bundle runs from <app>/dist/landline/main.js in a tree laid out like this repository, and reads its data
// files (SQL migrations, .proto files, YAML) where the sources put them: each module's import.meta.url is the
// URL its source file has in that tree. --stage builds such a tree without any TypeScript: the bundle, the data
// files of the bundled packages and the node_modules folders (linked instead of copied with --link-modules).
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'services/landline/src/main.ts';
/** Where the bundle sits in the tree it runs in; every path it computes is relative to this folder. */
const BUNDLE_DIR = 'dist/landline';
const bundleDir = path.join(root, BUNDLE_DIR);
/** Folders and files of a workspace package that are not read at run time. */
const NOT_RUNTIME_DIRS = new Set(['node_modules', 'test', 'eval', 'dist', 'coverage']);
const NOT_RUNTIME_FILE = /(\.(ts|tsx|mts|cts|js|mjs|cjs|map|md)|^package\.json|^tsconfig.*\.json)$/;

const posix = (p) => p.split(path.sep).join('/');
const dotted = (p) => (p.startsWith('.') ? p : `./${p}`);
const realpath = (p) => {
  try {
    return fs.realpathSync(p);
  } catch {
    return undefined;
  }
};

/** The folder of the npm package a resolved file belongs to, and the package's name. */
function packageOf(file) {
  const parts = file.split(path.sep);
  const i = parts.lastIndexOf('node_modules');
  const scoped = parts[i + 1].startsWith('@');
  const name = parts.slice(i + 1, i + (scoped ? 3 : 2)).join('/');
  return { name, dir: parts.slice(0, i + (scoped ? 3 : 2)).join(path.sep) };
}

/** The folder Node finds for package `name` when a module in `dir` imports it. */
function nodeFinds(name, dir) {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (fs.existsSync(candidate)) return realpath(candidate);
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * Bundles the workspace and leaves npm packages external, imported the way Node would import them from the
 * source file: by name when the bundle's folder resolves that name to the same package, else by a path into the
 * workspace's own node_modules (a workspace can need another major version than the one hoisted to the root).
 * Rewrites import.meta.url to the source file's URL, relative to the bundle.
 */
function workspacePlugin() {
  return {
    name: 'landline-workspace',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.landline || isBuiltin(args.path) || args.kind === 'entry-point') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { landline: true } });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (!resolved.path.split(path.sep).includes('node_modules')) return { path: resolved.path };
        const pkg = packageOf(resolved.path);
        if (nodeFinds(pkg.name, bundleDir) === realpath(pkg.dir)) return { path: args.path, external: true };
        return { path: dotted(posix(path.relative(bundleDir, resolved.path))), external: true };
      });
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (/import\.meta\.(dirname|filename)\b/.test(text)) {
          return { errors: [{ text: 'import.meta.dirname and import.meta.filename are not rewritten for the bundle: derive paths from import.meta.url' }] };
        }
        const url = `new URL(${JSON.stringify(posix(path.relative(bundleDir, args.path)))}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

async function buildServices(out) {
  const { build } = await import('esbuild');
  const outdir = path.join(out, path.relative('dist', BUNDLE_DIR));
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // main.ts registers the OpenTelemetry instrumentations before it imports the rest: split into chunks, the
    // npm packages the rest imports load only then, so the instrumentations see them load.
    splitting: true,
    // Beside main.js: every path the bundle computes (import.meta.url, node_modules) is relative to its folder.
    chunkNames: '[name]-[hash]',
    target: 'node24',
    sourcemap: true,
    // Stack traces need the mappings only; the sources stay in the repository.
    sourcesContent: false,
    // Error classes and functions keep their names in logs although the bundle shares one scope.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [workspacePlugin()],
  });
  // Sources relative to where the bundle runs (as its import.meta.url rewrites are), wherever it was written.
  for (const mapFile of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.map'))) {
    const file = path.resolve(root, mapFile);
    const map = JSON.parse(fs.readFileSync(file, 'utf8'));
    const runsIn = path.join(bundleDir, path.relative(outdir, path.dirname(file)));
    map.sources = map.sources.map((s) => posix(path.relative(runsIn, path.resolve(path.dirname(file), s))));
    fs.writeFileSync(file, JSON.stringify(map));
  }
  // The bundle is an ES module wherever it is copied, whatever package.json is above it.
  fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  return { outdir, inputs: Object.keys(result.metafile.inputs).length };
}

/** Workspace package folders (relative to the root) whose modules are in the bundle of `out`. */
function bundledPackages(out) {
  const meta = path.join(out, path.relative('dist', BUNDLE_DIR), 'meta.json');
  if (!fs.existsSync(meta)) throw new Error(`${meta} is missing: build first (npm run build:services)`);
  const dirs = new Set();
  for (const input of Object.keys(JSON.parse(fs.readFileSync(meta, 'utf8')).inputs)) {
    let dir = path.dirname(path.join(root, input));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    if (dir !== root) dirs.add(path.relative(root, dir));
  }
  return [...dirs].sort();
}

function dataFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.name.startsWith('.')) return [];
    if (e.isDirectory()) return NOT_RUNTIME_DIRS.has(e.name) ? [] : dataFiles(rel);
    return NOT_RUNTIME_FILE.test(e.name) ? [] : [rel];
  });
}

/** node_modules without the workspace's own links: their code is in the bundle. */
function placeModules(from, to, link) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from)) {
    if (e === '@landline') continue;
    if (link) fs.symlinkSync(path.join(from, e), path.join(to, e));
    else fs.cpSync(path.join(from, e), path.join(to, e), { recursive: true, verbatimSymlinks: true });
  }
}

function stageRuntime(dest, { out, link }) {
  if (fs.existsSync(dest) && fs.readdirSync(dest).some((e) => e !== 'dist')) throw new Error(`${dest} is not empty: stage into a new folder`);
  const packages = bundledPackages(out);
  // meta.json (esbuild's account of the inputs) is for looking into the build, not for running it.
  if (path.resolve(out) !== path.resolve(dest, 'dist')) fs.cpSync(out, path.join(dest, 'dist'), { recursive: true, filter: (f) => path.basename(f) !== 'meta.json' });
  const files = packages.flatMap(dataFiles);
  for (const f of files) fs.cpSync(path.join(root, f), path.join(dest, f));
  for (const dir of ['.', ...packages]) {
    const modules = path.join(root, dir, 'node_modules');
    if (fs.existsSync(modules)) placeModules(modules, path.join(dest, dir, 'node_modules'), link);
  }
  return { packages, files: files.length };
}

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const out = path.resolve(option('--out') ?? path.join(root, 'dist'));
const stage = option('--stage');
if (stage) {
  const { packages, files } = stageRuntime(path.resolve(stage), { out, link: args.includes('--link-modules') });
  console.log(`build-services: staged the bundle, ${files} data files of ${packages.join(', ')} and their node_modules in ${stage}`);
} else {
  const started = Date.now();
  const { outdir, inputs } = await buildServices(out);
  console.log(`build-services: ${inputs} modules into ${outdir} in ${Date.now() - started} ms`);
}
