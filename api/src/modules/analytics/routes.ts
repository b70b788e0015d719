import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../../lib/limits';
import { statisticsCountersKey } from '@voltline/platform/statistics-keys';
import { Status, envelopeSchema, strictDateField } from '@voltline/contracts';
import {
  analyticsAnswer,
  analyticsSession,
  arrivalRow,
  csvDelimiter,
  type CsvDelimiter,
  arrivalTotals as arrivalTotalsSchema,
  clickRow,
  clickTotals as clickTotalsSchema,
  ingestionAnswer,
  shareRow,
  shareTotals as shareTotalsSchema,
  viewRow,
  viewTotals as viewTotalsSchema,
} from '@voltline/contracts/analytics';
import { fail, ok } from '../../lib/envelope';
import { crossSiteTest } from '../../lib/same-origin';
import { toCsv } from './csv';
import { AnalystCredentials } from './credentials';
import { analystGate, compareGuess } from './guard';
import {
  ARRIVAL_GROUPS,
  CLICK_GROUPS,
  SHARE_GROUPS,
  VIEW_GROUPS,
  aggregatedPerDay,
  arrivalColumns,
  arrivalTotals,
  arrivals,
  clickTotals,
  clicks,
  previousPeriod,
  shareTotals,
  shares,
  viewTotals,
  views,
  type Range,
  type Row,
} from './queries';

const MAX_DAYS = 366;
const MAX_SITES = 20;
// A day that exists (2026-02-30 would reach Postgres and fail there); any year an analyst may ask about.
const isoDay = strictDateField({ earliest: '1970-01-01', aheadDays: null });

const rangeQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    site: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}(,[a-z]{2})*$/, { error: 'must be site codes such as us or us,de' })
      .refine((s) => s.split(',').length <= MAX_SITES, { error: `at most ${MAX_SITES} sites` })
      .optional()
      .meta({ description: 'one site (us) or several, comma-separated (us,de); all sites without it' }),
    format: z.enum(['json', 'csv']).default('json'),
    delimiter: csvDelimiter,
  })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_DAYS, { error: `at most ${MAX_DAYS} days`, path: ['to'] });

const compareQuery = z.object({
  compare: z.enum(['previous']).optional().meta({ description: 'previous: add the totals of the period of the same length just before (JSON only)' }),
});

type Query = { from: string; to: string; site?: string; format: 'json' | 'csv'; delimiter: CsvDelimiter; compare?: 'previous' };
const rangeOf = (q: Query): Range => ({ from: q.from, to: q.to, sites: q.site ? [...new Set(q.site.split(','))].sort() : undefined });

/**
 * The analyst API: aggregated statistics as JSON or CSV, behind the analyst token (Bearer, HTTP
 * Basic with the token as password, or the insights page's session cookie; see credentials.ts).
 * Off (404) when ANALYTICS_TOKEN is not set.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.ANALYTICS_TOKEN;
  if (!token) {
    app.log.info('ANALYTICS_TOKEN unset: /api/analytics is off');
    // The insights page still asks; it then shows its sign-in form, which nothing opens.
    app.get('/session', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { signed_in: false });
    });
    return;
  }
  // The insights page's cookie is read here only: this scope has no customer session (api/src/app.ts).
  await app.register(cookie);
  const failures = new AttemptLimiter(app.redis, `${app.config.QUEUE_PREFIX}:rate:analytics-auth`, FAILED_CREDENTIALS_LIMIT);
  const credentials = new AnalystCredentials(
    app.redis,
    `${app.config.QUEUE_PREFIX}:insights-session`,
    token,
    app.config.NODE_ENV === 'production',
    app.config.NODE_ENV === 'production' || new URL(app.config.PUBLIC_URL).protocol === 'https:',
  );

  app.addHook('onRequest', analystGate(credentials, failures));

  /** Sends the rows as CSV, or as JSON with the range's totals (and the period before's, with compare=previous). */
  const send = async <T>(
    reply: FastifyReply,
    name: string,
    q: Query,
    group: string,
    rows: Row[],
    columns: string[],
    totals?: (r: Range) => Promise<T>,
  ): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-store');
    if (q.format === 'csv') {
      const file = `${name}-by-${group.replace(',', '-')}_${q.from}_${q.to}${q.site ? `_${q.site.replace(/,/g, '-')}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(toCsv(columns, rows, q.delimiter));
    }
    const range = rangeOf(q);
    const answer = { from: q.from, to: q.to, site: range.sites?.join(',') ?? null, group, rows };
    if (!totals) return reply.send(answer);
    const before = previousPeriod(range);
    const [current, previous] = await Promise.all([totals(range), q.compare === 'previous' ? totals(before) : undefined]);
    return reply.send({ ...answer, totals: current, ...(previous ? { previous: { from: before.from, to: before.to, totals: previous } } : {}) });
  };

  const security: Record<string, string[]>[] = [{ bearer: [] }, { basic: [] }];
  const docs = (summary: string) => ({ tags: ['analytics'], summary, security });
  const refusals = { 401: envelopeSchema(z.undefined()) };

  app.get(
    '/views',
    {
      schema: {
        ...docs('Page views and unique visitors; group=day and day,site list every day of the range, zeros included'),
        querystring: z.intersection(z.intersection(rangeQuery, compareQuery), z.object({ group: z.enum(VIEW_GROUPS).default('day') })),
        response: { 200: analyticsAnswer(viewRow, viewTotalsSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await views(app.db, rangeOf(q), q.group);
      return send(reply, 'views', q, q.group, rows, [...q.group.split(','), 'views', 'visitors'], (r) => viewTotals(app.db, r));
    },
  );

  app.get(
    '/clicks',
    {
      schema: {
        ...docs('Marketplace-button clicks (type=marketplace) or discount-product clicks in articles (type=article); group=day and day,site list every day'),
        querystring: z.intersection(
          z.intersection(rangeQuery, compareQuery),
          z.object({ group: z.enum(CLICK_GROUPS).default('day'), type: z.enum(['marketplace', 'article']).default('marketplace') }),
        ),
        response: { 200: analyticsAnswer(clickRow, clickTotalsSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await clicks(app.db, rangeOf(q), q.group, q.type);
      const columns = q.type === 'article' && q.group === 'product' ? ['product', 'clicks', 'article_title'] : [...q.group.split(','), 'clicks'];
      return send(reply, `${q.type}-clicks`, q, q.group, rows, columns, (r) => clickTotals(app.db, r, q.type));
    },
  );

  app.get(
    '/shares',
    {
      schema: {
        ...docs('Shares by day, way (facebook, twitter...), subject or site; group=day and day,site list every day'),
        querystring: z.intersection(
          z.intersection(rangeQuery, compareQuery),
          z.object({ group: z.enum(SHARE_GROUPS).default('day'), kind: z.enum(['product', 'article']).optional() }),
        ),
        response: { 200: analyticsAnswer(shareRow, shareTotalsSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await shares(app.db, rangeOf(q), q.group, q.kind);
      return send(reply, 'shares', q, q.group, rows, [...q.group.split(','), 'shares'], (r) => shareTotals(app.db, r, q.kind));
    },
  );

  const arrivalQuery = z.intersection(
    z.intersection(rangeQuery, compareQuery),
    z.object({ group: z.enum(ARRIVAL_GROUPS).optional().meta({ description: 'landing adds the landing path, day a day column' }) }),
  );
  for (const by of ['campaign', 'source'] as const) {
    const example = ARRIVAL_EXAMPLES[by];
    app.get(
      by === 'campaign' ? '/campaigns' : '/sources',
      {
        schema: {
          ...docs(by === 'campaign' ? 'Visitors and marketplace click-through per campaign' : 'Visitors and marketplace click-through per source'),
          description: ARRIVAL_DESCRIPTION[by],
          querystring: arrivalQuery,
          response: { 200: analyticsAnswer(arrivalRow, arrivalTotalsSchema).meta({ examples: [example] }), ...refusals },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const rows = await arrivals(app.db, rangeOf(q), by, q.group);
        return send(reply, by === 'campaign' ? 'campaigns' : 'sources', q, q.group ?? by, rows, arrivalColumns(by, q.group), (r) => arrivalTotals(app.db, r));
      },
    );
  }

  app.get(
    '/ingestion',
    {
      schema: {
        ...docs('Statistics events accepted, dropped (by reason) and aggregated, per UTC day'),
        querystring: rangeQuery,
        response: { 200: ingestionAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const aggregated = await aggregatedPerDay(app.db, rangeOf(q));
      const rows: Row[] = [];
      for (let t = Date.parse(q.from); t <= Date.parse(q.to); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const counts = await app.redis.hgetall(statisticsCountersKey(app.config.QUEUE_PREFIX, day)).catch(() => ({}) as Record<string, string>);
        const n = (k: string) => Number(counts[k] ?? 0);
        rows.push({
          day,
          accepted: n('accepted'),
          aggregated: aggregated.get(day) ?? 0,
          dropped_bot: n('dropped:bot'),
          dropped_invalid: n('dropped:invalid'),
          dropped_unavailable: n('dropped:unavailable'),
          dropped_dead_letter: n('dropped:dead_letter'),
          dropped_local_time_out_of_window: n('dropped:local_time_out_of_window'),
        });
      }
      return send(reply, 'ingestion', q, 'day', rows, [
        'day',
        'accepted',
        'aggregated',
        'dropped_bot',
        'dropped_invalid',
        'dropped_unavailable',
        'dropped_dead_letter',
        'dropped_local_time_out_of_window',
      ]);
    },
  );

  // The insights page's session (web route /insights): the token typed once, an HttpOnly cookie after.
  // The cookie is SameSite=Strict, so no other site's page can send it or read the answer; but a
  // cross-site form could still post wrong tokens that count against the analyst's address and lock
  // her out. So another site's post is refused (403) before anything is counted, as the customer
  // session routes refuse theirs (plugins/session.ts).
  const fromOtherSite = crossSiteTest(app.config.PUBLIC_URL, app.config.NODE_ENV === 'production');
  const signIn = { analystSignIn: true };
  const emptyEnvelope = envelopeSchema(z.undefined());
  app.post(
    '/session',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Sign in to the insights page: the analyst token for an HttpOnly, SameSite=Strict session cookie (8 hours)',
        description:
          'Answers 603 (HTTP 401) for a wrong token; wrong tokens are counted like wrong Bearer tokens, and 619 (HTTP 429) follows the tenth within 15 minutes. 603 (HTTP 403) for a post from another site (Origin, or Referer without it), counted nowhere.',
        body: z.object({ token: z.string().max(512) }),
        response: { 200: emptyEnvelope, 401: emptyEnvelope, 403: emptyEnvelope },
      },
      config: signIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (fromOtherSite(request)) return fail(request, reply, Status.notSignedIn, 403);
      if (!(await compareGuess(failures, request.ip, () => credentials.isToken(request.body.token)))) return fail(request, reply, Status.notSignedIn, 401);
      await credentials.startSession(request, reply);
      return ok<undefined>(request);
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Whether the insights session cookie is valid: data.signed_in (HTTP 200 either way, so a signed-out page logs no failed request)',
        response: { 200: envelopeSchema(analyticsSession) },
      },
      config: { analystSignIn: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { signed_in: await credentials.hasSession(request) });
    },
  );

  app.delete(
    '/session',
    {
      schema: { tags: ['analytics'], summary: 'Sign out of the insights page: ends the session and clears its cookie', response: { 200: emptyEnvelope } },
      config: signIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await credentials.endSession(request, reply);
      return ok<undefined>(request);
    },
  );
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The insights page's session routes: they take no analyst credentials. */
    analystSignIn?: boolean;
  }
}

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
