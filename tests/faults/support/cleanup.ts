/**
 * Everything a fault test starts (redis-server children, api and workers processes, databases)
 * registers how to get rid of it here; the faults project's setup file runs these after each
 * test file, last registered first, so nothing outlives its file even when a test fails midway.
 */
type Cleanup = () => Promise<unknown> | unknown;

const cleanups: Cleanup[] = [];

export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export async function runCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} fault-test cleanup(s) failed`);
}

/** Child processes are killed synchronously if the test worker itself exits before the hooks ran. */
const children = new Set<{ kill(signal: NodeJS.Signals): unknown }>();

export function killOnExit(child: { kill(signal: NodeJS.Signals): unknown }): () => void {
  children.add(child);
  return () => {
    children.delete(child);
  };
}

process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
