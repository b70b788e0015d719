import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUES, mailQueue } from '@voltline/workers/jobs';
import { within } from '../lib/within';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      ingestAccepted: Counter<'kind'>;
      ingestDropped: Counter<'reason'>;
    };
  }
}

/** How long a scrape waits for a queue figure: with Redis down, the other figures still come. */
const REDIS_READ_MS = 1_000;

/**
 * Prometheus metrics of this api process, plus gauges read at scrape time from Redis and Postgres
 * (queue depths, the outbox backlog), which are shared by all processes. Job wait and processing
 * times are histograms of the workers, which run the jobs (workers/src/metrics/workers-metrics.ts).
 */
export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // One labelled child per (method, route pattern, status), looked up by a flat key: resolving the
  // label set on every observation is a cost the statistics path pays thousands of times a second.
  // The route pattern, not the raw URL, keeps the label values bounded.
  const durationByLabels = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = durationByLabels.get(key);
    if (!child) {
      child = httpDuration.labels({ method: request.method, route, status: String(reply.statusCode) });
      durationByLabels.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  const ingestAccepted = new Counter({ name: 'kanban_events_accepted_total', help: 'Statistics events written to Redis', labelNames: ['kind'], registers: [registry] });
  const ingestDropped = new Counter({ name: 'kanban_events_dropped_total', help: 'Statistics events not counted, by reason', labelNames: ['reason'], registers: [registry] });

  const queues = Object.values(QUEUES).map((definition) => app.queues.get(definition));

  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const all = await Promise.all(queues.map((q) => within(q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'), REDIS_READ_MS, undefined)));
      queues.forEach((q, i) => {
        for (const [state, n] of Object.entries(all[i] ?? {})) this.set({ queue: q.name, state }, n);
      });
    },
  });

  new Gauge({
    name: 'outbox_waiting_rows',
    help: 'Outbox rows not yet handed to a queue',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM outbox_event WHERE dispatched_at IS NULL`;
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'Age of the oldest outbox row not yet handed over (0 when none)',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ age: number | null }[]>`
        SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age FROM outbox_event WHERE dispatched_at IS NULL`;
      this.set(row?.age ?? 0);
    },
  });

  new Gauge({
    name: 'kanban_dead_letter_events',
    help: 'Statistics events Postgres refused, set aside in kanban_dead_letter by the workers (rows in the table)',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM kanban_dead_letter`;
      this.set(Number(row?.n ?? 0));
    },
  });

  new Gauge({
    name: 'outbox_failed_rows',
    help: 'Jobs that failed for good (a mail after 24 h of retries), by queue; npm run mail:retry-failed sends mail again',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const rows = await app.db.$queryRaw<{ queue: string; n: bigint }[]>`
        SELECT queue, count(*) AS n FROM outbox_event WHERE failed_at IS NOT NULL GROUP BY queue`;
      this.reset();
      this.set({ queue: mailQueue.name }, 0);
      for (const row of rows) this.set({ queue: row.queue }, Number(row.n));
    },
  });

  app.decorate('metrics', { registry, ingestAccepted, ingestDropped });
});
