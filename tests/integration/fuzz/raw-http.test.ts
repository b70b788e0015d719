import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../support/stack';
import { postCases, type FuzzRequest } from '../../support/fuzz/cases';
import { PUBLIC_POSTS } from '../../support/fuzz/endpoints';
import { BAD_PERCENT } from '../../support/fuzz/hostile';
import { FUZZ_RUNS, fuzzContext, fuzzEndpoint, fuzzTimeout, surveyReport, type FuzzContext } from '../../support/fuzz/harness';
import { rawBytes, rawRequest } from '../../support/fuzz/raw-http';

/**
 * What `app.inject` cannot send, over a real socket: paths and query strings with undecodable
 * percent sequences and raw non-UTF-8 bytes, bodies of any bytes, oversized headers, uploads cut
 * off mid-way. No answer is a 5xx; /api answers are envelopes; pages answer the site's not-found
 * page or a 400 envelope.
 */
let stack: Stack;
let port: number;
let viaSocket: FuzzContext;
let lastIp = 0;

const ip = () => {
  lastIp++;
  return `198.18.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

/** A fuzz request over a real socket (the same checks as the inject runs). */
function socketContext(base: FuzzContext): FuzzContext {
  return {
    ...base,
    async send(request) {
      const target = Buffer.from(request.url, 'latin1');
      const answer = await rawRequest(port, rawBytes(request.method, target, { ...request.headers, 'x-forwarded-for': ip() }, request.payload));
      if (answer.status === 0) return { ...answer, status: 599, body: `no HTTP answer: ${answer.body.slice(0, 100)}` };
      return answer;
    },
  };
}

const PATHS = [
  '/',
  '/index',
  '/products',
  '/support_contactus',
  '/explore',
  '/register_email_vaild',
  '/assets/index.js',
  '/downloads/manual.pdf',
  '/favicon.ico',
  '/api/front/site/list',
  '/api/front/product/info',
  '/api/front/customer/subscription',
  '/api/analytics/views',
  '/api/docs',
  '/health/live',
  '/metrics',
  '/admin/queues',
] as const;

const RAW_BYTES = [[0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]] as const;

/** A path (and maybe a query) with a bad percent sequence or raw invalid bytes somewhere in it. */
const brokenTarget: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(...PATHS),
    fc.oneof(
      fc.constantFrom(...BAD_PERCENT).map((s) => Buffer.from(s, 'latin1')),
      fc.constantFrom(...RAW_BYTES).map((b) => Buffer.from(b)),
      fc
        .constantFrom('%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%c0%af..%c0%af', '%252e%252e', '%00', '//%2f%2f', ';jsessionid=1')
        .map((s) => Buffer.from(s, 'latin1')),
    ),
    fc.constantFrom('path-end', 'path-middle', 'query-value', 'query-key'),
    fc.constantFrom<FuzzRequest['method']>('GET', 'GET', 'GET', 'HEAD', 'POST'),
  )
  .map(([path, bad, where, method]) => {
    const cut = Math.max(1, Math.floor(path.length / 2));
    const parts =
      where === 'path-end'
        ? [Buffer.from(path), bad]
        : where === 'path-middle'
          ? [Buffer.from(path.slice(0, cut)), bad, Buffer.from(path.slice(cut))]
          : where === 'query-value'
            ? [Buffer.from(`${path}?site_id=1&site=`), bad]
            : [Buffer.from(`${path}?`), bad, Buffer.from('=1&site_id=1')];
    return {
      label: `${where}:${bad.toString('latin1').slice(0, 12)}`,
      method,
      url: Buffer.concat(parts).toString('latin1'),
      headers: { 'user-agent': 'fuzz' },
      ...(method === 'POST' ? { payload: 'site=us' } : {}),
    };
  });

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { TRUST_PROXY: '1' } });
  port = Number(new URL(stack.baseUrl).port);
  viaSocket = socketContext(await fuzzContext(stack));
});

afterAll(async () => {
  if (process.env.FUZZ_SURVEY === '1') console.log(surveyReport());
  await viaSocket?.close();
  await stack?.close();
});

describe('raw HTTP', () => {
  it(
    `malformed percent-encoding and raw bytes in ${FUZZ_RUNS} paths and queries: no 5xx, envelopes on /api, pages or 400 elsewhere`,
    { timeout: fuzzTimeout(60) },
    async () => {
      expect(await fuzzEndpoint('paths', viaSocket, brokenTarget)).toBe(FUZZ_RUNS);
    },
  );

  it(
    `${FUZZ_RUNS} hostile POST bodies over a real socket (every /api/front POST): no 5xx, envelopes, nothing stored when refused`,
    { timeout: fuzzTimeout() },
    async () => {
      const anyPost = fc.constantFrom(...PUBLIC_POSTS).chain((endpoint) => postCases(endpoint));
      expect(await fuzzEndpoint('posts over a socket', viaSocket, anyPost, { checkStored: true })).toBe(FUZZ_RUNS);
    },
  );

  it('a request header of 64 KB is answered 431 with the envelope', async () => {
    const answer = await rawRequest(port, rawBytes('GET', '/api/front/site/list', { 'x-fuzz': 'h'.repeat(64 * 1024) }));
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ state: 0, status: 614 });
  });

  it('an upload cut off mid-body (the client hangs up) stores nothing, and the api answers the next request', async () => {
    const before = await viaSocket.stored();
    const boundary = 'cutoff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\ngeneral\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const request = rawBytes(
      'POST',
      '/api/front/contact/submit',
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '100000', 'x-forwarded-for': ip() },
      Buffer.from(head + 'x'.repeat(1000)),
    );
    const cut = await rawRequest(port, request, { endAfterWrite: true });
    expect(cut.status === 0 || cut.status < 500, `answered ${cut.status}`).toBe(true);
    const next = await rawRequest(port, rawBytes('GET', '/api/front/site/list', { 'x-forwarded-for': ip() }));
    expect(next.status).toBe(200);
    expect(await viaSocket.stored()).toEqual(before);
  });
});
