import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { readFileSync } from 'node:fs';
import { statisticsPath } from '@voltline/contracts';

/**
 * The baselines: a bare Fastify server, no hooks or plugins beyond form parsing.
 * - GET of an address in BENCH_PAGES (a JSON file: address -> body in base64 and the headers the
 *   api sent with it): those exact bytes (already compressed) with the api's Content-Type,
 *   Content-Encoding and Vary, from memory. The floor for a server-rendered page.
 * - any other GET: {"state":1}. The floor for a read.
 * - POST to a statistics route: a form body checked against a JSON schema of that route's fields,
 *   then {"state":1}. The floor for a statistics call.
 */
interface StoredPage {
  body: string;
  headers: Record<string, string>;
}

const app = Fastify({ logger: false });
await app.register(formbody);
const stored = process.env.BENCH_PAGES ? (JSON.parse(readFileSync(process.env.BENCH_PAGES, 'utf8')) as Record<string, StoredPage>) : {};
const pages = new Map(Object.entries(stored).map(([address, page]) => [address, { body: Buffer.from(page.body, 'base64'), headers: page.headers }]));

app.get('/*', async (request, reply) => {
  const page = pages.get(request.url);
  if (!page) return { state: 1 };
  return reply.headers(page.headers).send(page.body);
});

// The statistics routes' fields (contracts/src/statistics.ts) as JSON schemas: every call carries the
// common three, a page view its uri, the other calls their own fields.
const text = { type: 'string', minLength: 1, maxLength: 256 } as const;
const common = {
  local_time: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
  site_id: { type: 'string', pattern: '^\\d+$' },
  site: { type: 'string', pattern: '^[a-z]{2}$' },
};
const form = (fields: Record<string, object>, optional: Record<string, object> = {}) => ({
  schema: { body: { type: 'object', required: ['local_time', 'site_id', 'site', ...Object.keys(fields)], properties: { ...common, ...fields, ...optional } } },
});
const answer = async () => ({ state: 1 });
app.post(
  statisticsPath('daily_views_ip'),
  form({ uri: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^/' } }, { referrer: { type: 'string', maxLength: 2048 } }),
  answer,
);
app.post(statisticsPath('product_amazon_button_click'), form({ product_name: text }), answer);
app.post(
  statisticsPath('article_iscount_product_click'),
  form({ article_title: text, article_id: { ...text, maxLength: 64 }, discount_product: text }),
  answer,
);
app.post(statisticsPath('product_sharing_statistics'), form({ share_way: { ...text, maxLength: 32 }, product_model_name: text }), answer);
app.post(
  statisticsPath('article_sharing_statistics'),
  form({ share_way: { ...text, maxLength: 32 }, article_title: text, article_id: { ...text, maxLength: 64 } }),
  answer,
);

await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
