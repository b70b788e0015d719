import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` of an api running as several processes (cluster.ts): a scrape reaches one process,
 * which would show only its own counters (and counters that seem to reset from one scrape to the
 * next, as the load balancer's round robin picks another process). So the process that takes the
 * scrape asks the primary, which collects every process's registry (prom-client's
 * AggregatorRegistry, over the cluster's IPC) and answers with the sum. Figures every process
 * reads from the same store (queue depths, the outbox) are aggregated with `first`, not summed
 * (their gauges say so: plugins/metrics.ts).
 */
const REQUEST = 'voltline:cluster-metrics-request';
const ANSWER = 'voltline:cluster-metrics-answer';
const ANSWER_WITHIN_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answers the processes' requests for the whole cluster's metrics. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST || !message.id) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}

/**
 * What `/metrics` answers: this process's registry when it runs alone; in a cluster, the sum over
 * every process (this one's registry is made collectable by the primary here).
 */
export function metricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) return () => registry.metrics();
  // Constructing one registers prom-client's answer to the primary's collection requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: Partial<Answer>) => {
    if (message?.type !== ANSWER || !message.id) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? 'no metrics from the primary'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the cluster metrics'));
      }, ANSWER_WITHIN_MS);
      waiting.set(id, {
        resolve: (text) => (clearTimeout(timer), resolve(text)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send!({ type: REQUEST, id });
    });
}
