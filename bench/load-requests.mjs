// One autocannon run, started by load.ts in its own process so the load generator shares no event
// loop with the bench; its options arrive as JSON on stdin. With `mix`, the connections take the
// mix's requests in turn from ONE shared cursor: the whole mix is sent in its order (each
// connection starting at the same request would send the first requests `connections` times
// before any later one). Prints the result and the CPU time this process spent loading as JSON.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const o = JSON.parse(input);
let cursor = 0;
const requests = o.mix
  ? [
      {
        setupRequest: (request) => {
          const next = o.mix[cursor++ % o.mix.length];
          return { ...request, ...(next.path ? { path: next.path } : {}), body: next.body, headers: { ...request.headers, ...next.headers } };
        },
      },
    ]
  : undefined;
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  ...(o.amount ? { amount: o.amount } : {}),
  method: o.method,
  headers: o.headers,
  ...(o.body ? { body: o.body } : {}),
  ...(requests ? { requests } : {}),
});
// The load's own CPU, without this process's start.
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ result, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
