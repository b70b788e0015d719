import Fastify from 'fastify';
import formbody from '@fastify/formbody';

// The baseline: a bare Fastify server answering {"state":1}, GET and form-encoded POST alike.
const app = Fastify({ logger: false });
await app.register(formbody);
app.get('/*', async () => ({ state: 1 }));
app.post('/*', async () => ({ state: 1 }));
await app.listen({ port: Number(process.env.PORT ?? 3101), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
