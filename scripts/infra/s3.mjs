#!/usr/bin/env node
// Adobe S3Mock (the executable Spring Boot jar) as the S3 endpoint: path-style only, accepts any credentials.
//   node scripts/infra/s3.mjs fetch            download once into $LANDLINE_CACHE/s3mock-<version>
//   node scripts/infra/s3.mjs up [--fresh]     run in the foreground until Ctrl-C
// Env: S3_PORT (9090), S3_HTTPS_PORT (0 = any free port; S3Mock always opens an https connector too),
//      S3_BUCKET (landline-recordings), S3_HEAP (256m).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, DEPENDENCY_PLUGIN, assertPortsFree, envInt, findJava, finishStart, httpOk, instanceDir, log, mvn, once, serviceCli, startProcess } from './lib.mjs';

export const name = 's3';
// 4.x is the last line built for Java 17 (5.x needs Java 25).
export const VERSION = '4.12.4';
const jar = path.join(CACHE, `s3mock-${VERSION}`, `s3mock-${VERSION}-exec.jar`);

export async function fetch() {
  once(path.dirname(jar), name, (tmp) => {
    mvn([`${DEPENDENCY_PLUGIN}:copy`, `-Dartifact=com.adobe.testing:s3mock:${VERSION}:jar:exec`, `-DoutputDirectory=${tmp}`], `com.adobe.testing:s3mock:${VERSION}:exec`, tmp);
  });
  return jar;
}

export const ready = async (endpoint, bucket) =>
  (await httpOk(`${endpoint}/actuator/health`, { headers: { accept: 'application/json' } })) && (await httpOk(`${endpoint}/${bucket}?list-type=2&max-keys=1`));

/** Health of a running instance, from the env it published. */
export const check = (env) => ready(env.S3_ENDPOINT, env.S3_BUCKET);

export async function start({ fresh = false, port = envInt('S3_PORT', 9090), httpsPort = envInt('S3_HTTPS_PORT', 0) } = {}) {
  const t0 = Date.now();
  const bootJar = await fetch();
  const java = findJava(17);
  await assertPortsFree(name, httpsPort ? [port, httpsPort] : [port]);
  const dir = instanceDir(name, fresh);
  const root = path.join(dir, 'data');
  fs.mkdirSync(root, { recursive: true });
  const logFile = path.join(dir, 's3mock.log');
  const bucket = process.env.S3_BUCKET || 'landline-recordings';
  log(name, `starting on 127.0.0.1:${port} with Java ${java.major}, data ${root}`);
  const child = startProcess(
    java.java,
    [
      `-Xmx${process.env.S3_HEAP || '256m'}`,
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-jar',
      bootJar,
      `--com.adobe.testing.s3mock.httpPort=${port}`,
      `--server.port=${httpsPort}`,
      `--com.adobe.testing.s3mock.store.root=${root}`,
      `--com.adobe.testing.s3mock.store.initialBuckets=${bucket}`,
      '--com.adobe.testing.s3mock.store.retainFilesOnExit=true',
      '--com.adobe.testing.s3mock.region=us-east-1',
      '--spring.main.banner-mode=off',
    ],
    { logFile, cwd: dir },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  return finishStart(name, {
    child,
    dir,
    fresh,
    logFile,
    t0,
    timeoutMs: 120_000,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // S3Mock ignores credentials; SDKs still want some.
      S3_ACCESS_KEY: process.env.S3_ACCESS_KEY || 'landline',
      S3_SECRET_KEY: process.env.S3_SECRET_KEY || 'landline-secret',
    },
    ready: () => ready(endpoint, bucket),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serviceCli({ name, fetch, start }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
