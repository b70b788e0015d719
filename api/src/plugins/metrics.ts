import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUES, mailQueue, statisticsEvent } from '@voltline/contracts/jobs';
import { within } from '@voltline/platform/within';
import { DROP_REASONS } from '../modules/statistics/ingest';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      ingestAccepted: Counter<'kind'>;
      ingestDropped: Counter<'reason'>;
      /** Counts an answer of the not-found handler, which belongs to no route. */
      observeUnmatched(request: FastifyRequest, reply: FastifyReply): void;
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
  const slowMs = app.config.SLOW_REQUEST_MS;
  /**
   * Each route gets its own onResponse hook, made when the route is registered: it knows its
   * method and pattern (no `request.routeOptions`, which builds an object per call), and keeps one
   * labelled child per status. The pattern, not the raw URL, keeps the label values bounded.
   *
   * The same hook is the access log: at campaign scale one line per answer is most of a cached
   * page's cost, so only what an operator acts on is written (docs/operations.md, "Logs"): answers
   * slower than SLOW_REQUEST_MS, and 5xx (the error handler has already logged their cause). Counts
   * and latencies of everything else are in this histogram.
   */
  const outcomeHook = (method: string, route: string): onResponseHookHandler => {
    const byStatus = new Map<number, Histogram.Internal<'method' | 'route' | 'status'>>();
    // Each route's 500 series exists from the start, at 0: the 5xx ratio reads 0 rather than "no
    // data" on a healthy system, and rate() sees the first error (it reads a new series' first
    // sample as its start).
    httpDuration.zero({ method, route, status: '500' });
    return (request, reply, done) => {
      const status = reply.statusCode;
      let child = byStatus.get(status);
      if (!child) {
        child = httpDuration.labels({ method, route, status: String(status) });
        byStatus.set(status, child);
      }
      const ms = reply.elapsedTime;
      child.observe(ms / 1000);
      if (ms > slowMs || status >= 500) logOutcome(request, status, ms);
      done();
    };
  };
  const logOutcome = (request: FastifyRequest, status: number, ms: number) =>
    request.log[status >= 500 ? 'error' : 'warn'](
      { method: request.method, url: request.url.slice(0, 300), status, ms: Math.round(ms) },
      status >= 500 ? 'request failed' : 'slow request',
    );
  app.addHook('onRoute', (route) => {
    const method = [route.method].flat().join(',');
    const hook = outcomeHook(method, route.url);
    route.onResponse = [...(Array.isArray(route.onResponse) ? route.onResponse : route.onResponse ? [route.onResponse] : []), hook];
  });
  /** Requests no route matched (answered by the not-found handler, plugins/errors.ts). */
  const unmatched = new Map<string, ReturnType<typeof outcomeHook>>();
  const observeUnmatched = (request: FastifyRequest, reply: FastifyReply) => {
    let hook = unmatched.get(request.method);
    if (!hook) {
      hook = outcomeHook(request.method, 'unmatched');
      unmatched.set(request.method, hook);
    }
    hook.call(app, request, reply, () => undefined);
  };

  const ingestAccepted = new Counter({
    name: 'statistics_events_accepted_total',
    help: 'Statistics events written to Redis',
    labelNames: ['kind'],
    registers: [registry],
  });
  const ingestDropped = new Counter({
    name: 'statistics_events_dropped_total',
    help: 'Statistics events not counted, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });

  // Every known label set starts at 0, so the first event of a kind or drop reason is an increase
  // Prometheus sees, and the dashboard panels read 0 instead of "no data" on a healthy system.
  for (const option of statisticsEvent.options) ingestAccepted.inc({ kind: option.shape.k.value }, 0);
  for (const reason of DROP_REASONS) ingestDropped.inc({ reason }, 0);

  const queues = Object.values(QUEUES).map((definition) => app.queues.get(definition));

  new Gauge({
    name: 'queue_jobs',
    // Read from the shared stores: every api process reads the same figure (lib/cluster-metrics.ts).
    aggregator: 'first',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const all = await Promise.all(
        queues.map((q) => within(q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'), REDIS_READ_MS, undefined)),
      );
      queues.forEach((q, i) => {
        for (const [state, n] of Object.entries(all[i] ?? {})) this.set({ queue: q.name, state }, n);
      });
    },
  });

  new Gauge({
    name: 'outbox_waiting_rows',
    // Read from the shared stores: every api process reads the same figure (lib/cluster-metrics.ts).
    aggregator: 'first',
    help: 'Outbox rows not yet handed to a queue',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM outbox_event WHERE dispatched_at IS NULL`;
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    // Read from the shared stores: every api process reads the same figure (lib/cluster-metrics.ts).
    aggregator: 'first',
    help: 'Age of the oldest outbox row not yet handed over (0 when none)',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ age: number | null }[]>`
        SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age FROM outbox_event WHERE dispatched_at IS NULL`;
      this.set(row?.age ?? 0);
    },
  });

  new Gauge({
    name: 'statistics_dead_letter_events',
    // Read from the shared stores: every api process reads the same figure (lib/cluster-metrics.ts).
    aggregator: 'first',
    help: 'Statistics events Postgres refused, set aside in statistics_dead_letter by the workers (rows in the table)',
    registers: [registry],
    async collect() {
      const [row] = await app.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM statistics_dead_letter`;
      this.set(Number(row?.n ?? 0));
    },
  });

  new Gauge({
    name: 'outbox_failed_rows',
    // Read from the shared stores: every api process reads the same figure (lib/cluster-metrics.ts).
    aggregator: 'first',
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

  app.decorate('metrics', { registry, ingestAccepted, ingestDropped, observeUnmatched });
});
