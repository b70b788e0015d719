import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { buildApp } from './app';
import { superviseApiProcesses } from './cluster';
import { loadConfig } from './config';

// The api: API_PROCESSES processes (default: one per core) sharing the port, supervised by a
// primary (cluster.ts); with one, this process serves on its own.
const config = loadConfig();
const processes = config.API_PROCESSES ?? availableParallelism();

if (cluster.isPrimary && processes > 1) {
  // One session secret for all processes (a random one is made per start in development).
  process.env.SESSION_SECRET = config.SESSION_SECRET;
  superviseApiProcesses({ processes, log: pino({ level: config.LOG_LEVEL, base: { service: 'api', role: 'primary' } }) });
} else {
  await serve();
}

// One api process: listens, and on SIGTERM/SIGINT stops taking requests, finishes the ones in
// flight, then closes Postgres and Redis.
async function serve() {
  const app = await buildApp(config);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping api');
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
}
