// The same services as scripts/infra, in Docker through testcontainers, for machines with a Docker
// engine. `npm test` uses them when TEST_INFRA=containers, or when no Java is installed but Docker is;
// externally started services (TEST_* variables already set) always win. Returns what `up()` returns.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATABASES = ['identity', 'agent', 'telephony', 'conversation', 'billing', 'recording', 'notification', 'test'].map((s) => `landline_${s}`);
const KEYCLOAK_SECRET = process.env.KEYCLOAK_CLIENT_SECRET || 'landline-backend-dev-secret';

export async function dockerAvailable() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

const starters = {
  async postgres() {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const c = await new PostgreSqlContainer('postgres:15').withUsername('postgres').withPassword('postgres').withDatabase('postgres').start();
    for (const db of DATABASES) await c.exec(['psql', '-U', 'postgres', '-c', `create database ${db}`]);
    const base = `postgres://postgres:postgres@${c.getHost()}:${c.getMappedPort(5432)}`;
    return { container: c, env: { DATABASE_URL_BASE: base, TEST_DATABASE_URL: `${base}/landline_test` } };
  },
  async kafka() {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const c = await new KafkaContainer('confluentinc/cp-kafka:7.9.1').withKraft().withExposedPorts(9093).start();
    const brokers = `${c.getHost()}:${c.getMappedPort(9093)}`;
    return { container: c, env: { KAFKA_BROKERS: brokers, TEST_KAFKA_BROKERS: brokers } };
  },
  async s3() {
    const { GenericContainer, Wait } = await import('testcontainers');
    const c = await new GenericContainer('adobe/s3mock:4.12.4')
      .withEnvironment({ COM_ADOBE_TESTING_S3MOCK_STORE_INITIAL_BUCKETS: 'landline-recordings' })
      .withExposedPorts(9090)
      .withWaitStrategy(Wait.forHttp('/', 9090))
      .start();
    const endpoint = `http://${c.getHost()}:${c.getMappedPort(9090)}`;
    return {
      container: c,
      env: {
        S3_ENDPOINT: endpoint,
        TEST_S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'landline-recordings',
        S3_ACCESS_KEY: 'landline',
        S3_SECRET_KEY: 'landline-secret',
      },
    };
  },
  async keycloak() {
    const { GenericContainer, TestContainers, Wait } = await import('testcontainers');
    // Keycloak sends reset emails to the SMTP server the tests run on the host.
    await TestContainers.exposeHostPorts(Number(process.env.SMTP_PORT ?? 1025));
    const c = await new GenericContainer('quay.io/keycloak/keycloak:26.3')
      .withCommand(['start-dev', '--import-realm', '--health-enabled=true'])
      .withEnvironment({
        KC_BOOTSTRAP_ADMIN_USERNAME: 'admin',
        KC_BOOTSTRAP_ADMIN_PASSWORD: 'admin',
        KEYCLOAK_CLIENT_SECRET: KEYCLOAK_SECRET,
        SMTP_HOST: 'host.testcontainers.internal',
        SMTP_PORT: process.env.SMTP_PORT ?? '1025',
      })
      .withCopyDirectoriesToContainer([{ source: path.join(root, 'deploy/keycloak'), target: '/opt/keycloak/data/import' }])
      .withExposedPorts(8080)
      .withWaitStrategy(Wait.forHttp('/realms/landline/.well-known/openid-configuration', 8080))
      .withStartupTimeout(240_000)
      .start();
    const url = `http://${c.getHost()}:${c.getMappedPort(8080)}`;
    return {
      container: c,
      env: {
        KEYCLOAK_URL: url,
        TEST_KEYCLOAK_URL: url,
        KEYCLOAK_REALM: 'landline',
        KEYCLOAK_CLIENT_ID: 'landline-backend',
        KEYCLOAK_CLIENT_SECRET: KEYCLOAK_SECRET,
        KEYCLOAK_WEB_CLIENT_ID: 'landline-web',
      },
    };
  },
};

export async function upContainers(names) {
  const results = await Promise.allSettled(names.map((n) => starters[n]()));
  const started = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const stop = () => Promise.all(started.map((s) => s.container.stop())).then(() => undefined);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    await stop();
    throw new Error(failed.map((f) => f.reason?.message ?? String(f.reason)).join('\n'));
  }
  return { env: Object.assign({}, ...started.map((s) => s.env)), stop };
}
