import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { logTransport } from '@voltline/platform/log-output';
import { buildApp } from './app';
import { superviseApiProcesses } from './cluster';
import { loadConfig } from './config';
import { serve } from './serve';

// The api: API_PROCESSES processes (default: one per core) sharing the port, supervised by a
// primary (cluster.ts); with one, this process serves on its own (serve.ts).
const config = loadConfig();
const processes = config.API_PROCESSES ?? availableParallelism();

if (cluster.isPrimary && processes > 1) {
  // One session secret for all processes (a random one is made per start in development).
  process.env.SESSION_SECRET = config.SESSION_SECRET;
  const transport = logTransport({ nodeEnv: config.NODE_ENV, pretty: config.LOG_PRETTY, isTTY: process.stdout.isTTY });
  superviseApiProcesses({ processes, log: pino({ level: config.LOG_LEVEL, base: { service: 'api', role: 'primary' }, transport }) });
} else {
  await serve(await buildApp(config), config);
}
