import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../../lib/limits';
import { toCsv } from './csv';
import { CLICK_GROUPS, SHARE_GROUPS, VIEW_GROUPS, aggregatedPerDay, clicks, shares, views, type Range, type Row } from './queries';

const MAX_DAYS = 366;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'use YYYY-MM-DD' });

const rangeQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    site: z.string().trim().toLowerCase().regex(/^[a-z]{2}$/).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_DAYS, { error: `at most ${MAX_DAYS} days`, path: ['to'] });

const rowsSchema = z.object({
  from: z.string(),
  to: z.string(),
  site: z.string().nullable(),
  group: z.string(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/**
 * The analyst API: aggregated statistics as JSON or CSV, behind a bearer token. Off (404) when
 * ANALYTICS_TOKEN is not set.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.ANALYTICS_TOKEN;
  if (!token) {
    app.log.info('ANALYTICS_TOKEN unset: /api/analytics is off');
    return;
  }
  const expected = Buffer.from(`Bearer ${token}`);
  const failures = new AttemptLimiter(app.redis, `${app.config.QUEUE_PREFIX}:rate:analytics-auth`, FAILED_CREDENTIALS_LIMIT);
  app.addHook('onRequest', async (request, reply) => {
    await failures.refuseWhenReached(request.ip);
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      // A call without a token is not a guess (like a browser before its basic-auth prompt).
      if (request.headers.authorization !== undefined) await failures.count(request.ip);
      return reply.code(401).header('www-authenticate', 'Bearer realm="analytics"').send({ error: 'a valid bearer token is required' });
    }
  });

  const send = (request: FastifyRequest, reply: FastifyReply, name: string, q: Range & { format: 'json' | 'csv' }, group: string, rows: Row[], columns: string[]) => {
    reply.header('cache-control', 'no-store');
    if (q.format === 'csv') {
      const file = `${name}-by-${group}_${q.from}_${q.to}${q.site ? `_${q.site}` : ''}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(toCsv(columns, rows));
    }
    return { from: q.from, to: q.to, site: q.site ?? null, group, rows };
  };

  const docs = (summary: string) => ({ tags: ['analytics'], summary, security: [{ bearer: [] }] });

  app.get(
    '/views',
    { schema: { ...docs('Page views and unique visitors'), querystring: z.intersection(rangeQuery, z.object({ group: z.enum(VIEW_GROUPS).default('day') })), response: { 200: rowsSchema } } },
    async (request, reply) => {
      const q = request.query;
      return send(request, reply, 'views', q, q.group, await views(app.db, q, q.group), [q.group, 'views', 'visitors']);
    },
  );

  app.get(
    '/clicks',
    {
      schema: {
        ...docs('Marketplace-button clicks (type=marketplace) or discount-product clicks in articles (type=article)'),
        querystring: z.intersection(rangeQuery, z.object({ group: z.enum(CLICK_GROUPS).default('day'), type: z.enum(['marketplace', 'article']).default('marketplace') })),
        response: { 200: rowsSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await clicks(app.db, q, q.group, q.type);
      const columns = q.type === 'article' && q.group === 'product' ? ['product', 'clicks', 'article_title'] : [q.group, 'clicks'];
      return send(request, reply, `${q.type}-clicks`, q, q.group, rows, columns);
    },
  );

  app.get(
    '/shares',
    {
      schema: {
        ...docs('Shares by day, way (facebook, twitter...), subject or site'),
        querystring: z.intersection(rangeQuery, z.object({ group: z.enum(SHARE_GROUPS).default('day'), kind: z.enum(['product', 'article']).optional() })),
        response: { 200: rowsSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return send(request, reply, 'shares', q, q.group, await shares(app.db, q, q.group, q.kind), [q.group, 'shares']);
    },
  );

  app.get(
    '/ingestion',
    { schema: { ...docs('Statistics events accepted, dropped (by reason) and aggregated, per UTC day'), querystring: rangeQuery, response: { 200: rowsSchema } } },
    async (request, reply) => {
      const q = request.query;
      const aggregated = await aggregatedPerDay(app.db, q);
      const rows: Row[] = [];
      for (let t = Date.parse(q.from); t <= Date.parse(q.to); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const counts = await app.redis.hgetall(`${app.config.QUEUE_PREFIX}:kanban:counters:${day}`).catch(() => ({}) as Record<string, string>);
        const n = (k: string) => Number(counts[k] ?? 0);
        rows.push({ day, accepted: n('accepted'), aggregated: aggregated.get(day) ?? 0, dropped_bot: n('dropped:bot'), dropped_invalid: n('dropped:invalid'), dropped_unavailable: n('dropped:unavailable') });
      }
      return send(request, reply, 'ingestion', q, 'day', rows, ['day', 'accepted', 'aggregated', 'dropped_bot', 'dropped_invalid', 'dropped_unavailable']);
    },
  );
};
