#!/usr/bin/env node
// Regenerates proto/generated with proto-loader-gen-types, using the same options as proto/index.ts.
// `--check` regenerates into a temporary folder and fails when the committed types are stale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = path.join(root, 'proto');
const check = process.argv.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'proto-gen-')) : path.join(protoDir, 'generated');
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.proto')) files.push(path.relative(protoDir, full));
  }
})(path.join(protoDir, 'landline'));
files.sort();

if (!check) fs.rmSync(outDir, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@grpc/proto-loader/build/bin/proto-loader-gen-types.js'),
    '--longs=String',
    '--enums=String',
    '--defaults',
    '--oneofs',
    '--grpcLib=@grpc/grpc-js',
    '--includeDirs',
    protoDir,
    '--outDir',
    outDir,
    '--inputTemplate=%s',
    '--outputTemplate=%s__Output',
    ...files,
  ],
  { cwd: protoDir, stdio: ['ignore', 'ignore', 'inherit'] },
);

// The tool writes the absolute path of each .proto into a header comment; keep it machine-independent.
(function normalize(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) normalize(full);
    else fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll(`${protoDir}${path.sep}`, 'proto/'));
  }
})(outDir);

if (check) {
  const list = (dir) => {
    const out = [];
    (function walk(d) {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, e.name);
        if (e.isDirectory()) walk(full);
        else out.push(path.relative(dir, full));
      }
    })(dir);
    return out.sort();
  };
  const committed = path.join(protoDir, 'generated');
  const fresh = list(outDir);
  const have = fs.existsSync(committed) ? list(committed) : [];
  const stale = fresh.filter((f) => !have.includes(f) || fs.readFileSync(path.join(outDir, f), 'utf8') !== fs.readFileSync(path.join(committed, f), 'utf8'));
  const extra = have.filter((f) => !fresh.includes(f));
  fs.rmSync(outDir, { recursive: true, force: true });
  if (stale.length || extra.length) {
    console.error(`proto/generated is stale (${[...stale, ...extra].join(', ')}). Run: npm run proto:gen`);
    process.exit(1);
  }
  console.log('proto/generated is up to date');
}
