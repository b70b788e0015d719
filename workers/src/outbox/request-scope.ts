import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request (or job) the current code runs for. The api enters it before each route
 * handler (api/src/app.ts), the workers around each order job (workers.ts), and writeOutbox stores
 * it with each row, so the jobs a request starts carry its id (`reqId`) into the workers' log
 * lines, without every service passing it along.
 */
const scope = new AsyncLocalStorage<string>();

export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? scope.run(requestId, work) : work();
}

export function currentRequestId(): string | undefined {
  return scope.getStore();
}
