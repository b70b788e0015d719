import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MixedRequest } from './campaign-mix';

/** One autocannon run against one address. */
export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  connections: number;
  seconds: number;
  /**
   * Send exactly this many requests instead of loading for `seconds`: every request is then
   * answered before the run ends (none in flight), so a server's count can be checked exactly.
   */
  amount?: number;
  /** Requests sent in turn (bodies and per-request headers, over `headers`), instead of one. */
  mix?: readonly MixedRequest[];
}

export interface LoadResult {
  /** Answers per second over the whole run. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers received. */
  answered: number;
  /** Requests written; sent - answered were in flight when the load generator stopped. */
  sent: number;
  /** Bytes received (headers and bodies). */
  bytes: number;
  /** CPU seconds the load generator itself used. */
  loadCpuSeconds: number;
}

const script = fileURLToPath(new URL('./load-requests.mjs', import.meta.url));

export function runLoad(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The options go on stdin: a mix of thousands of requests is too long for an environment variable.
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify({ method: 'GET', ...o }));
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), (o.seconds * (o.amount ? 10 : 1) + 30) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      try {
        const { result: r, cpuSeconds } = JSON.parse(out) as {
          result: {
            duration: number;
            requests: { total: number; sent: number };
            latency: { p50: number; p99: number };
            throughput: { total: number };
            errors: number;
            non2xx: number;
            '2xx': number;
          };
          cpuSeconds: number;
        };
        resolve({
          rps: r.requests.total / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
          ok: r['2xx'],
          answered: r.requests.total,
          sent: r.requests.sent,
          bytes: r.throughput.total,
          loadCpuSeconds: cpuSeconds,
        });
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${out.slice(0, 500)}`));
      }
    });
  });
}
