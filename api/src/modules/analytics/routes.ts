import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../../lib/limits';
import { kanbanCountersKey } from '@voltline/workers/jobs';
import { Status, strictDateField } from '@voltline/contracts';
import { fail } from '../../lib/envelope';
import { toCsv } from './csv';
import { ARRIVAL_GROUPS, CLICK_GROUPS, SHARE_GROUPS, VIEW_GROUPS, aggregatedPerDay, arrivalColumns, arrivals, clicks, shares, views, type Range, type Row } from './queries';

const MAX_DAYS = 366;
// A day that exists (2026-02-30 would reach Postgres and fail there); any year an analyst may ask about.
const isoDay = strictDateField({ earliest: '1970-01-01', aheadDays: null });

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
      // The envelope like every other refusal: 603 (not signed in), localized, with HTTP 401.
      reply.header('www-authenticate', 'Bearer realm="analytics"');
      return fail(request, reply, Status.notSignedIn, 401);
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

  const arrivalQuery = z.intersection(rangeQuery, z.object({ group: z.enum(ARRIVAL_GROUPS).optional().meta({ description: 'landing adds the landing path, day a day column' }) }));
  for (const by of ['campaign', 'source'] as const) {
    const example = ARRIVAL_EXAMPLES[by];
    app.get(
      by === 'campaign' ? '/campaigns' : '/sources',
      {
        schema: {
          ...docs(by === 'campaign' ? 'Visitors and marketplace click-through per campaign' : 'Visitors and marketplace click-through per source'),
          description: ARRIVAL_DESCRIPTION[by],
          querystring: arrivalQuery,
          response: { 200: rowsSchema.meta({ examples: [example] }) },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const rows = await arrivals(app.db, q, by, q.group);
        return send(request, reply, by === 'campaign' ? 'campaigns' : 'sources', q, q.group ?? by, rows, arrivalColumns(by, q.group));
      },
    );
  }

  app.get(
    '/ingestion',
    { schema: { ...docs('Statistics events accepted, dropped (by reason) and aggregated, per UTC day'), querystring: rangeQuery, response: { 200: rowsSchema } } },
    async (request, reply) => {
      const q = request.query;
      const aggregated = await aggregatedPerDay(app.db, q);
      const rows: Row[] = [];
      for (let t = Date.parse(q.from); t <= Date.parse(q.to); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const counts = await app.redis.hgetall(kanbanCountersKey(app.config.QUEUE_PREFIX, day)).catch(() => ({}) as Record<string, string>);
        const n = (k: string) => Number(counts[k] ?? 0);
        rows.push({
          day,
          accepted: n('accepted'),
          aggregated: aggregated.get(day) ?? 0,
          dropped_bot: n('dropped:bot'),
          dropped_invalid: n('dropped:invalid'),
          dropped_unavailable: n('dropped:unavailable'),
          dropped_dead_letter: n('dropped:dead_letter'),
        });
      }
      return send(request, reply, 'ingestion', q, 'day', rows, ['day', 'accepted', 'aggregated', 'dropped_bot', 'dropped_invalid', 'dropped_unavailable', 'dropped_dead_letter']);
    },
  );
};

const ARRIVAL_DESCRIPTION = {
  campaign:
    'One row per campaign (utm_campaign, utm_source, utm_medium of the address the visitor landed on; "(none)" without a campaign, source "(direct)" or the referring host). A visitor keeps their campaign for the rest of the day on that site, so their later views and clicks count under it. click_through = visitors who clicked a marketplace button (or an article discount link) / visitors. group=landing adds the landing path, group=day a day column. format=csv gives the same rows with a header row.',
  source:
    'The same figures per source: utm_source, the referring host for visitors sent by another site, or "(direct)". group=landing adds the landing path, group=day a day column; format=csv gives them with a header row.',
} as const;

const ARRIVAL_EXAMPLES = {
  campaign: {
    from: '2026-11-01',
    to: '2026-11-30',
    site: 'de',
    group: 'campaign',
    rows: [
      { campaign: 'spring', source: 'newsletter', medium: 'email', views: 1840, visitors: 412, marketplace_clicks: 133, click_through: 0.2451 },
      { campaign: '(none)', source: '(direct)', medium: '(none)', views: 960, visitors: 388, marketplace_clicks: 41, click_through: 0.0851 },
      { campaign: '(none)', source: 'www.google.com', medium: 'referral', views: 301, visitors: 120, marketplace_clicks: 12, click_through: 0.0917 },
    ],
  },
  source: {
    from: '2026-11-01',
    to: '2026-11-30',
    site: null,
    group: 'landing',
    rows: [
      { source: 'newsletter', landing: '/index', views: 1840, visitors: 412, marketplace_clicks: 133, click_through: 0.2451 },
      { source: '(direct)', landing: '/index', views: 702, visitors: 301, marketplace_clicks: 30, click_through: 0.0831 },
    ],
  },
};
