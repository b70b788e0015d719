// autocannon with several requests (its CLI takes one body): each connection sends them in turn.
// Started by load.ts in its own process; prints the same JSON result as `autocannon --json`.
import autocannon from 'autocannon';

const o = JSON.parse(process.env.LOAD_OPTIONS ?? '{}');
const result = await autocannon({
  url: o.url,
  connections: o.connections ?? 100,
  duration: o.seconds ?? 10,
  method: o.method ?? 'GET',
  headers: o.headers ?? {},
  requests: o.requests,
});
process.stdout.write(JSON.stringify(result));
