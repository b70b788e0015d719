import { buildApp } from './app';
import { loadConfig } from './config';

// The api process: listens, and on SIGTERM/SIGINT stops taking requests, finishes the ones in
// flight, then closes Postgres and Redis.
const config = loadConfig();
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
