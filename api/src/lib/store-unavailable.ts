/**
 * Tells apart "a store did not answer" (Postgres or Redis unreachable, frozen, restarting, out of
 * connections) from every other failure, so the error handler can answer 626 with HTTP 503 — try
 * again later — instead of a 500 that says the request itself broke something.
 */

/** How long a client is asked to wait before it tries again (`Retry-After`, seconds), for API answers and pages alike. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * Prisma's connection-level errors: unreachable, timed out, connection closed, pool exhausted, and
 * P2028, a transaction that could not start in time (no connection free under heavy load).
 */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
/** What the pg driver adapter reports when the database does not answer. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Socket errors, as thrown by pg and ioredis before any adapter wraps them. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Errors pg and ioredis throw with a message only. */
const MESSAGES = [
  /^Connection terminated/, // pg: connect timeout, server gone
  /^Query read timeout$/, // pg: query_timeout
  /^timeout exceeded when trying to connect$/, // pg pool
  /not queryable/, // pg: a client that lost its connection
  /^Command timed out$/, // a command past its deadline (a frozen Redis: lib/redis-stall.ts)
  /^Stream isn't writeable/, // ioredis: offline queue off while disconnected
  /^Connection is closed\.?$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

interface Inspectable {
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } } };
  cause?: unknown;
}

export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as Inspectable;
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code))) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (typeof cause?.kind === 'string' && ADAPTER_KINDS.has(cause.kind)) return true;
  // Postgres shutting down or starting up (57P01-57P03), or a broken connection (class 08).
  const sqlState = typeof cause?.originalCode === 'string' ? cause.originalCode : typeof cause?.code === 'string' ? cause.code : '';
  if (/^(57P0[123]|08)/.test(sqlState)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return isStoreUnavailable(e.cause, depth + 1);
}
