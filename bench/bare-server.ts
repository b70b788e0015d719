import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { readFileSync } from 'node:fs';

// The baseline: a bare Fastify server answering {"state":1}, GET and form-encoded POST alike. With
// BENCH_PAGES (a JSON file of address -> HTML), it answers those addresses with those bytes from
// memory instead: the floor for the server-rendered pages.
const app = Fastify({ logger: false });
await app.register(formbody);
const pages = process.env.BENCH_PAGES ? (JSON.parse(readFileSync(process.env.BENCH_PAGES, 'utf8')) as Record<string, string>) : undefined;
if (pages) {
  app.get('/*', async (request, reply) => {
    const html = pages[request.url];
    return html === undefined ? reply.code(404).send('') : reply.type('text/html; charset=utf-8').send(html);
  });
} else {
  app.get('/*', async () => ({ state: 1 }));
}
app.post('/*', async () => ({ state: 1 }));
await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
