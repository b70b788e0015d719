import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

/**
 * Runs a built api until it is told to stop: listens, and on SIGTERM/SIGINT stops taking
 * requests, finishes the ones in flight, then closes Postgres and Redis (server.ts, dev-server.ts),
 * and exits after `stopWithinMs` at the latest.
 */
export async function serve(app: FastifyInstance, config: ApiConfig, { stopWithinMs = 20_000 } = {}): Promise<void> {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping api');
      const force = setTimeout(() => process.exit(1), stopWithinMs);
      force.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
}
