import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { readFileSync } from 'node:fs';

/**
 * The baselines: a bare Fastify server, no hooks or plugins beyond form parsing.
 * - GET of an address in BENCH_PAGES (a JSON file: address -> body in base64 and the headers the
 *   api sent with it): those exact bytes (already compressed) with the api's Content-Type,
 *   Content-Encoding and Vary, from memory. The floor for a server-rendered page.
 * - any other GET: {"state":1}. The floor for a read.
 * - POST: a form body checked against a JSON schema of the page-view fields, then {"state":1}. The
 *   floor for a statistics call.
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

const text = { type: 'string', minLength: 1, maxLength: 2048 } as const;
app.post('/*', {
  schema: {
    body: {
      type: 'object',
      required: ['local_time', 'site_id', 'site', 'uri'],
      properties: { local_time: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' }, site_id: { type: 'string', pattern: '^\\d+$' }, site: { type: 'string', maxLength: 8 }, uri: { ...text, pattern: '^/' }, referrer: { type: 'string', maxLength: 2048 } },
    },
  },
  handler: async () => ({ state: 1 }),
});

await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
