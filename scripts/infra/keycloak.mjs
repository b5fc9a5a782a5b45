#!/usr/bin/env node
// Keycloak (Quarkus distribution, dev mode with its file-based H2 database) with the landline realm
// imported from deploy/keycloak/*.json.
//   node scripts/infra/keycloak.mjs fetch            download once into $LANDLINE_CACHE/keycloak-<version>
//   node scripts/infra/keycloak.mjs up [--fresh]     run in the foreground until Ctrl-C
// Env: KEYCLOAK_PORT (8180), KEYCLOAK_MANAGEMENT_PORT (9180), KEYCLOAK_HEAP (640m), JAVA_OPTS_APPEND,
//      KEYCLOAK_CLIENT_SECRET, GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET (enable the google IdP),
//      SMTP_HOST/SMTP_PORT/SMTP_FROM, LANDLINE_PUBLIC_URL (see deploy/keycloak/README.md).
// The realm is imported only into an empty database: after editing the realm file start with --fresh
// (or delete $LANDLINE_CACHE/state/keycloak).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, DEPENDENCY_PLUGIN, ROOT, assertPortsFree, envInt, finishStart, httpOk, instanceDir, javaHomes, log, mvn, once, serviceCli, startProcess } from './lib.mjs';

export const name = 'keycloak';
export const VERSION = '26.7.3';
export const REALM = 'landline';
export const DEFAULT_CLIENT_SECRET = 'landline-backend-dev-secret';
const distDir = path.join(CACHE, `keycloak-${VERSION}`);
const realmDir = path.join(ROOT, 'deploy', 'keycloak');

/** Downloads keycloak-quarkus-dist (tar.gz) and unpacks it once. */
export async function fetch() {
  return once(distDir, name, (tmp) => {
    mvn(
      [`${DEPENDENCY_PLUGIN}:copy`, `-Dartifact=org.keycloak:keycloak-quarkus-dist:${VERSION}:tar.gz`, `-DoutputDirectory=${tmp}`],
      `org.keycloak:keycloak-quarkus-dist:${VERSION}`,
      tmp,
    );
    const tgz = path.join(tmp, `keycloak-quarkus-dist-${VERSION}.tar.gz`);
    const r = spawnSync('tar', ['xzf', tgz, '-C', tmp, '--strip-components=1'], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`unpacking ${tgz} failed: ${r.stderr}`);
    fs.rmSync(tgz);
  });
}

/**
 * A Keycloak home of its own for this instance: bin/ copied (kc.sh derives the home from its real path),
 * lib/, conf/, themes/, providers/ linked to the shared distribution, data/ (H2 database, import) local.
 */
function makeHome(dir, dist, fresh) {
  const home = path.join(dir, 'home');
  fs.mkdirSync(home, { recursive: true });
  fs.cpSync(path.join(dist, 'bin'), path.join(home, 'bin'), { recursive: true });
  for (const sub of ['lib', 'conf', 'themes', 'providers']) {
    const link = path.join(home, sub);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(dist, sub), link);
  }
  const importDir = path.join(home, 'data', 'import');
  fs.rmSync(importDir, { recursive: true, force: true });
  fs.mkdirSync(importDir, { recursive: true });
  for (const f of fs.readdirSync(realmDir).filter((f) => f.endsWith('.json'))) fs.copyFileSync(path.join(realmDir, f), path.join(importDir, f));
  if (fresh) fs.rmSync(path.join(home, 'data', 'h2'), { recursive: true, force: true });
  return home;
}

export function urls(port = envInt('KEYCLOAK_PORT', 8180), managementPort = envInt('KEYCLOAK_MANAGEMENT_PORT', 9180)) {
  const base = `http://localhost:${port}`;
  return { base, health: `http://127.0.0.1:${managementPort}/health/ready`, wellKnown: `${base}/realms/${REALM}/.well-known/openid-configuration` };
}

export const ready = async (u) => (await httpOk(u.health)) && (await httpOk(u.wellKnown));

/** Health of a running instance, from the env it published. */
export const check = (env) => httpOk(`${env.KEYCLOAK_URL}/realms/${env.KEYCLOAK_REALM}/.well-known/openid-configuration`);

/** Starts Keycloak; resolves once /health/ready and the realm's discovery document answer. */
export async function start({ fresh = false, port = envInt('KEYCLOAK_PORT', 8180), managementPort = envInt('KEYCLOAK_MANAGEMENT_PORT', 9180) } = {}) {
  const t0 = Date.now();
  const dist = await fetch();
  await assertPortsFree(name, [port, managementPort]);
  const dir = instanceDir(name, fresh);
  const home = makeHome(dir, dist, fresh);
  const logFile = path.join(dir, 'keycloak.log');
  const u = urls(port, managementPort);
  const secret = process.env.KEYCLOAK_CLIENT_SECRET || DEFAULT_CLIENT_SECRET;
  const env = {
    KC_BOOTSTRAP_ADMIN_USERNAME: process.env.KC_BOOTSTRAP_ADMIN_USERNAME || 'admin',
    KC_BOOTSTRAP_ADMIN_PASSWORD: process.env.KC_BOOTSTRAP_ADMIN_PASSWORD || 'admin',
    JAVA_OPTS_KC_HEAP: `-Xms64m -Xmx${process.env.KEYCLOAK_HEAP || '640m'}`,
    KEYCLOAK_CLIENT_SECRET: secret,
    // The google IdP is enabled exactly when credentials are given (see the realm file).
    GOOGLE_IDP_ENABLED: process.env.GOOGLE_IDP_ENABLED || (process.env.GOOGLE_CLIENT_ID ? 'true' : 'false'),
  };
  const args = [
    'start-dev',
    '--import-realm',
    '--http-host=127.0.0.1',
    `--http-port=${port}`,
    `--hostname=${u.base}`,
    '--health-enabled=true',
    `--http-management-port=${managementPort}`,
  ];
  // Java 17 first; a newer JDK (e.g. Temurin 25) only if Keycloak will not run on it.
  const jdks = javaHomes(17);
  if (!jdks.length) throw new Error('Java 17 not found (nor a newer JDK) for Keycloak');
  for (let i = 0; ; i++) {
    const jdk = jdks[i];
    log(name, `starting on ${u.base} (management ${managementPort}) with Java ${jdk.major} (${jdk.home}), home ${home}`);
    const child = startProcess(path.join(home, 'bin', 'kc.sh'), args, { env: { ...env, JAVA_HOME: jdk.home }, logFile, cwd: home });
    try {
      return await finishStart(name, {
        child,
        dir,
        fresh,
        logFile,
        t0,
        timeoutMs: 240_000,
        env: {
          KEYCLOAK_URL: u.base,
          KEYCLOAK_REALM: REALM,
          KEYCLOAK_CLIENT_ID: 'landline-backend',
          KEYCLOAK_CLIENT_SECRET: secret,
          KEYCLOAK_WEB_CLIENT_ID: 'landline-web',
        },
        ready: () => ready(u),
      });
    } catch (err) {
      if (!child.exitInfo || i + 1 >= jdks.length) throw err;
      log(name, `failed on Java ${jdk.major}, retrying with ${jdks[i + 1].home}: ${err.message.split('\n')[0]}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serviceCli({ name, fetch, start }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
