import { connect } from 'node:net';
import type { Answer } from './harness';

/**
 * A raw HTTP/1.1 exchange over a socket: the request is written byte for byte (a path with bytes
 * no client library would send, headers of any size, a body cut short), and the answer is read
 * until the server closes the connection.
 */
export function rawRequest(port: number, request: Buffer, options: { endAfterWrite?: boolean; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms`));
    }, options.timeoutMs ?? 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks)));
    });
    socket.write(request, () => {
      if (options.endAfterWrite) socket.end();
    });
  });
}

/** Builds a request: `Connection: close` so the answer ends with the connection. */
export function rawBytes(method: string, target: Buffer | string, headers: Record<string, string>, body?: Buffer | string): Buffer {
  const head = [`${method} `, target, ' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n'];
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  const bodyBytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  if (bodyBytes && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length' || k.toLowerCase() === 'transfer-encoding'))
    lines.push(`Content-Length: ${bodyBytes.length}\r\n`);
  return Buffer.concat([
    ...head.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p, 'latin1'))),
    Buffer.from(lines.join(''), 'latin1'),
    Buffer.from('\r\n'),
    ...(bodyBytes ? [bodyBytes] : []),
  ]);
}

function parseAnswer(raw: Buffer): Answer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: raw.toString('utf8') };
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}
