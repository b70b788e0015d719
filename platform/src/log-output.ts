import { createRequire } from 'node:module';
import type { TransportSingleOptions } from 'pino';

export interface LogOutputOptions {
  nodeEnv: 'development' | 'production' | 'test';
  /** LOG_PRETTY=1: readable lines even when stdout is no terminal (a log file, a pipe). */
  pretty?: '0' | '1';
  isTTY?: boolean;
}

/**
 * Where the api's and the workers' pino logs go. Production writes one JSON object per line, for
 * the log collector (docs/operations.md). A developer at a terminal reads one coloured line per
 * entry (pino-pretty, in pino's worker thread so that formatting costs the process nothing).
 * LOG_PRETTY=0 keeps JSON at a terminal. pino-pretty is a development dependency: an install
 * without it (the production image) falls back to JSON rather than failing at start.
 */
export function logTransport({ nodeEnv, pretty, isTTY = false }: LogOutputOptions): TransportSingleOptions | undefined {
  if (nodeEnv === 'production' || pretty === '0' || !(isTTY || pretty === '1')) return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return {
    target: 'pino-pretty',
    options: {
      singleLine: true,
      colorize: isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      // `api` or `workers` first (both processes write to the same terminal); the request id is
      // for the log collector, not for a developer reading along.
      messageFormat: '{service} {msg}',
      ignore: 'pid,hostname,service,reqId',
    },
  };
}
