import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One autocannon run, in its own process so the load generator does not share our event loop. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
  total: number;
}

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** Requests each connection sends in turn (bodies and headers mixed), instead of one body. */
  requests?: { body: string; headers?: Record<string, string> }[];
}

export function runLoad(o: LoadOptions): Promise<LoadResult> {
  const args = [autocannon, '--json', '-c', String(o.connections ?? 100), '-d', String(o.seconds ?? 10), '-m', o.method ?? 'GET'];
  for (const [k, v] of Object.entries(o.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (o.body) args.push('-b', o.body);
  args.push(o.url);
  const mixed = o.requests ? { args: [fileURLToPath(new URL('./load-requests.mjs', import.meta.url))], env: { ...process.env, LOAD_OPTIONS: JSON.stringify({ ...o, requests: o.requests.map((r) => ({ method: o.method ?? 'GET', ...r, headers: { ...o.headers, ...r.headers } })) }) } } : undefined;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, mixed?.args ?? args, { stdio: ['ignore', 'pipe', 'pipe'], env: mixed?.env ?? process.env });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), ((o.seconds ?? 10) + 30) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
          '2xx': number;
        };
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, ok: r['2xx'], total: r.requests.total });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${out.slice(0, 500)}`));
      }
    });
  });
}
