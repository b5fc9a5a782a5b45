#!/usr/bin/env node
// Helm lint/template without a helm binary, through helm-java (Helm's own Go code, shipped on Maven Central).
//
//   node scripts/helm.mjs lint charts/landline                      # helm lint --strict
//   node scripts/helm.mjs template charts/landline [--values f.yaml] [--set k=v] [--namespace ns] [--name n]
//   node scripts/helm.mjs version
//   node scripts/helm.mjs fetch                                     # only download the jars
//
// Needs java (17+) and mvn. The jars go to ~/.cache/landline/helm-java/<version>/lib (override the root with
// LANDLINE_HELM_JAVA_CACHE); the first run downloads them from Maven Central (~30 MB), later runs are offline.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HELM_JAVA_VERSION = '0.0.21';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const program = path.join(repoRoot, 'deploy/test/helm/HelmRender.java');

function platformArtifact() {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch];
  const osName = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[process.platform];
  if (!arch || !osName) throw new Error(`helm-java has no native library for ${process.platform}/${process.arch}`);
  return `${osName}-${arch}`;
}

export function cacheDir() {
  const root = process.env.LANDLINE_HELM_JAVA_CACHE ?? path.join(os.homedir(), '.cache/landline/helm-java');
  return path.join(root, `${HELM_JAVA_VERSION}-${platformArtifact()}`);
}

/** Downloads helm-java, its native Helm library and JNA with Maven, once; returns the jar directory. */
export function ensureJars() {
  const dir = cacheDir();
  const lib = path.join(dir, 'lib');
  if (existsSync(path.join(dir, '.complete'))) return lib;
  mkdirSync(dir, { recursive: true });
  const pom = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>landline.tools</groupId>
  <artifactId>helm-java-fetch</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>com.marcnuri.helm-java</groupId><artifactId>helm-java</artifactId><version>${HELM_JAVA_VERSION}</version></dependency>
    <dependency><groupId>com.marcnuri.helm-java</groupId><artifactId>${platformArtifact()}</artifactId><version>${HELM_JAVA_VERSION}</version></dependency>
  </dependencies>
</project>
`;
  writeFileSync(path.join(dir, 'pom.xml'), pom);
  const staging = path.join(dir, 'lib.partial');
  rmSync(staging, { recursive: true, force: true });
  process.stderr.write(`helm.mjs: fetching helm-java ${HELM_JAVA_VERSION} (${platformArtifact()}) with mvn into ${dir}\n`);
  const mvn = spawnSync(
    'mvn',
    ['-q', '-B', '-Dstyle.color=never', '-f', path.join(dir, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${staging}`, '-DincludeScope=runtime'],
    { stdio: ['ignore', 2, 2] },
  );
  if (mvn.error) throw new Error(`helm.mjs: cannot run mvn: ${mvn.error.message}`);
  if (mvn.status !== 0) throw new Error(`helm.mjs: mvn dependency:copy-dependencies failed (exit ${mvn.status})`);
  const jars = readdirSync(staging).filter((f) => f.endsWith('.jar'));
  if (!jars.some((f) => f.startsWith('helm-java-')) || !jars.some((f) => f.startsWith(platformArtifact()))) {
    throw new Error(`helm.mjs: expected helm-java and ${platformArtifact()} jars, got ${jars.join(', ')}`);
  }
  rmSync(lib, { recursive: true, force: true });
  renameSync(staging, lib);
  writeFileSync(path.join(dir, '.complete'), `${new Date().toISOString()}\n${jars.join('\n')}\n`);
  return lib;
}

/** Runs HelmRender.java with the given arguments; returns { status, stdout, stderr }. */
export function runHelm(args, { cwd = repoRoot } = {}) {
  const lib = ensureJars();
  const java = spawnSync('java', ['-Djava.awt.headless=true', '-cp', `${lib}${path.delimiter}${path.join(lib, '*')}`, program, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (java.error) throw new Error(`helm.mjs: cannot run java: ${java.error.message}`);
  return { status: java.status ?? 1, stdout: java.stdout, stderr: java.stderr };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'fetch') {
    console.log(ensureJars());
  } else if (['lint', 'template', 'version'].includes(command)) {
    const result = runHelm([command, ...rest], { cwd: process.cwd() });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status);
  } else {
    console.error('usage: node scripts/helm.mjs lint <chart> | template <chart> [--values f] [--set k=v] [--namespace ns] [--name n] | version | fetch');
    process.exit(2);
  }
}
