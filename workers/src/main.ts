import pino from 'pino';
import { deprecatedVariables, loadWorkersConfig } from './config';
import { logTransport } from '@voltline/platform/log-output';
import { startWorkers } from './workers';

// The workers process: every queue's worker, stopped cleanly on SIGTERM/SIGINT.
const config = loadWorkersConfig();
const logger = pino({
  level: config.LOG_LEVEL,
  base: { service: 'workers' },
  transport: logTransport({ nodeEnv: config.NODE_ENV, pretty: config.LOG_PRETTY, isTTY: process.stdout.isTTY }),
});
for (const line of deprecatedVariables()) logger.warn(line);
const running = await startWorkers(config, logger);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  });
}
