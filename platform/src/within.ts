/**
 * The promise's value, or `fallback` when it fails or has not settled after `ms`. For reads that
 * may give up (a dashboard figure, a readiness check), where a Redis or Postgres that is down or
 * frozen must not hang the caller: BullMQ's calls wait for a connection that is not ready instead
 * of failing.
 */
export async function within<T, const F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
