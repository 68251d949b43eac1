// Composition root: read config → open the database → build the app → listen. Handles signals for a graceful stop.
import pino from 'pino';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { createMessenger } from './messaging/messenger';
import { systemClock, systemRandom } from './platform/clock';
import { buildApp } from './app';
import { claimEmbeddedDb } from './cli/embedded-lock';
import { createEventBus } from './realtime/event-bus';
import { startDevices, type RunningDevices } from './devices/start';
import { requestForLog } from './http/log-scrub';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.accesstoken', 'req.headers.appsecret'], remove: true },
    serializers: { req: requestForLog },
  });
  let releaseDb = () => {};
  try {
    if (!config.databaseUrl) releaseDb = claimEmbeddedDb(config.dataDir);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    thread: config.pgliteThread,
    sharedBuffers: config.pgliteSharedBuffers,
  });
  logger.info({ database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');
  const messenger = createMessenger({
    db: db.db,
    log: logger,
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    smsUrl: config.smsUrl,
  });
  const bus = await createEventBus(db);
  if (config.databaseUrl && !config.biometricKey) {
    // Several API nodes on one database must seal templates with one key; a node-local key file cannot be shared.
    logger.warn(
      'BIOMETRIC_KEY is not set: desk-reader fingerprint templates are sealed with this node’s DATA_DIR/biometric.key. ' +
        'With several API nodes, set the same BIOMETRIC_KEY on each.',
    );
  }
  const { app, services } = await buildApp(
    { config, db: db.db, clock: systemClock, random: systemRandom, messenger, bus },
    { logger },
  );
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE')
      logger.fatal(`Port ${config.port} on ${config.host} is already in use: set PORT to a free port`);
    else logger.fatal({ err }, 'cannot listen');
    await db.close();
    releaseDb();
    process.exit(1);
  }
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${(app.server.address() as { port: number }).port}`;
  let devices: RunningDevices;
  try {
    devices = await startDevices({ config, devices: services.deviceHub, random: systemRandom, log: logger });
  } catch (e) {
    logger.fatal((e as Error).message);
    await app.close();
    await db.close();
    releaseDb();
    process.exit(1);
  }
  logger.info(
    { broker: devices.broker ? `embedded on port ${devices.broker.port}` : devices.hubUrl },
    'device hub ready',
  );
  let demo: { stop: () => Promise<void>; account: string } | undefined;
  if (config.demo) {
    // The demo fleet is a development tool: it needs the simulator (a dev dependency of the server).
    demo = await import('./cli/demo')
      .then(({ startDemo }) =>
        // The simulated fleet talks to this machine: a wildcard address is no name to send requests to.
        startDemo({
          services,
          serverUrl: address.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//127.0.0.1'),
          dataDir: config.dataDir,
          log: logger,
        }),
      )
      .catch((err: Error) => {
        logger.error({ err }, 'demo fleet failed to start (DEMO needs the development install: npm install)');
        return undefined;
      });
  }
  logger.info(`Lock console ready at ${address}`);
  if (messenger.usesOutbox) logger.info(`Outbox (verification codes and other messages): ${address}/dev/outbox`);
  console.log(`\n  Lock console: ${address}\n${messenger.usesOutbox ? `  Outbox:       ${address}/dev/outbox\n` : ''}`);
  if (demo) console.log(`  Demo login:   ${demo.account} / demo1234\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Drain (issue 24): "not ready" first, so a load balancer sends new requests elsewhere; then stop listening and
    // let requests in flight (a remote unlock waiting for its lock) finish; event streams close with a retry hint.
    services.lifecycle.draining = true;
    const force = setTimeout(() => process.exit(1), config.drainDelayMs + 15_000);
    force.unref();
    if (signal === 'SIGTERM') await new Promise((r) => setTimeout(r, config.drainDelayMs));
    // Requests in flight finish first (a remote unlock still hears its lock's answer), then the device side leaves.
    await app.close();
    await demo?.stop();
    await devices.stop();
    await bus.close();
    await messenger.close();
    await db.close();
    releaseDb();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
