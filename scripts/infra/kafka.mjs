#!/usr/bin/env node
// Apache Kafka (KRaft, one combined broker+controller node) run from its Maven Central jars.
//   node scripts/infra/kafka.mjs fetch      download once into $LANDLINE_CACHE/kafka-<version>
//   node scripts/infra/kafka.mjs up [--fresh]   run in the foreground until Ctrl-C
// Env: KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT (KAFKA_PORT+1), KAFKA_HEAP (512m).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, DEPENDENCY_PLUGIN, ROOT, assertPortsFree, envInt, findJava, finishStart, instanceDir, log, mvn, once, serviceCli, startProcess, tcpOpen } from './lib.mjs';

export const name = 'kafka';
export const VERSION = '3.9.1';
const SLF4J = '1.7.36'; // the slf4j line Kafka 3.9 is built against
const libDir = path.join(CACHE, `kafka-${VERSION}`, 'libs');

/** Downloads kafka_2.13 with its runtime closure plus the slf4j-reload4j logging backend. */
export async function fetch() {
  once(path.dirname(libDir), name, (tmp) => {
    fs.writeFileSync(
      path.join(tmp, 'pom.xml'),
      `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>landline.infra</groupId><artifactId>kafka-fetch</artifactId><version>1</version><packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>${VERSION}</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId><version>${SLF4J}</version></dependency>
  </dependencies>
</project>
`,
    );
    mvn([`${DEPENDENCY_PLUGIN}:copy-dependencies`, '-DincludeScope=runtime', `-DoutputDirectory=${path.join(tmp, 'libs')}`], `org.apache.kafka:kafka_2.13:${VERSION}`, tmp);
    if (!fs.existsSync(path.join(tmp, 'libs', `kafka_2.13-${VERSION}.jar`))) throw new Error(`mvn failed fetching kafka_2.13:${VERSION}: jar missing`);
  });
  return libDir;
}

function config({ port, controllerPort, dataDir }) {
  return `process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:${controllerPort}
controller.listener.names=CONTROLLER
listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}
advertised.listeners=PLAINTEXT://127.0.0.1:${port}
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=${dataDir}
num.partitions=1
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=5
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=5
group.initial.rebalance.delay.ms=0
log.retention.hours=24
`;
}

const LOG4J = `log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.log.LogCleaner=WARN
log4j.logger.kafka.coordinator=WARN
log4j.logger.org.apache.kafka.storage=WARN
log4j.logger.org.apache.kafka.coordinator=WARN
log4j.logger.kafka.cluster.Partition=WARN
log4j.logger.kafka.log.UnifiedLog=WARN
log4j.logger.kafka.log.LogManager=WARN
log4j.logger.org.apache.kafka.clients=WARN
`;

/** True when the broker answers a metadata request (kafkajs from the repo), else when it accepts TCP. */
export async function ready(brokers) {
  const [host, port] = brokers.split(':');
  if (!(await tcpOpen(Number(port), host))) return false;
  let kafkajs;
  try {
    kafkajs = createRequire(path.join(ROOT, 'package.json'))('kafkajs');
  } catch {
    return true;
  }
  const kafka = new kafkajs.Kafka({ clientId: 'infra-health', brokers: [brokers], logLevel: kafkajs.logLevel.NOTHING, retry: { retries: 0 }, connectionTimeout: 2000 });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const { brokers: list } = await admin.describeCluster();
    return list.length > 0;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

/** Health of a running instance, from the env it published. */
export const check = (env) => ready(env.KAFKA_BROKERS);

/** Starts the broker; resolves once it answers metadata. */
export async function start({ fresh = false, port = envInt('KAFKA_PORT', 9092), controllerPort } = {}) {
  controllerPort ??= envInt('KAFKA_CONTROLLER_PORT', port + 1);
  const t0 = Date.now();
  const libs = await fetch();
  const java = findJava(17);
  await assertPortsFree(name, [port, controllerPort]);
  const dir = instanceDir(name, fresh);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'kafka.log');
  const props = path.join(dir, 'server.properties');
  fs.writeFileSync(props, config({ port, controllerPort, dataDir }));
  fs.writeFileSync(path.join(dir, 'log4j.properties'), LOG4J);
  const jvm = [
    `-Xmx${process.env.KAFKA_HEAP || '512m'}`,
    '-Xms128m',
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${path.join(dir, 'log4j.properties')}`,
    `-Dkafka.logs.dir=${dir}`,
    '-cp',
    `${libs}/*`,
  ];
  if (!fs.existsSync(path.join(dataDir, 'meta.properties'))) {
    // A quorum listed statically needs nothing but a cluster id at format time.
    const clusterId = crypto.randomBytes(16).toString('base64url');
    // `--cluster-id=<id>`: a base64url id may start with '-', which the tool would read as an option.
    const fmt = startProcess(java.java, [...jvm, 'kafka.tools.StorageTool', 'format', `--cluster-id=${clusterId}`, '-c', props], { logFile });
    const code = await new Promise((r) => fmt.on('close', r));
    if (code !== 0) throw new Error(`kafka storage format failed (exit ${code}); see ${logFile}`);
  }
  log(name, `starting on 127.0.0.1:${port} (controller ${controllerPort}) with Java ${java.major}, data ${dataDir}`);
  const child = startProcess(java.java, [...jvm, 'kafka.Kafka', props], { logFile });
  const brokers = `127.0.0.1:${port}`;
  return finishStart(name, {
    child,
    dir,
    fresh,
    logFile,
    t0,
    timeoutMs: 90_000,
    env: { KAFKA_BROKERS: brokers },
    ready: () => ready(brokers),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serviceCli({ name, fetch, start }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
