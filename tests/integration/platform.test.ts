import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startStack, type Stack } from '../support/stack';

describe('platform: health, docs, errors, request ids', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workers: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('reports live and ready with both dependencies checked', async () => {
    expect((await fetch(`${stack.baseUrl}/health/live`)).status).toBe(200);
    const ready = await fetch(`${stack.baseUrl}/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
    expect(ready.status).toBe(200);
  });

  it('publishes OpenAPI with the front calls', async () => {
    const spec = (await (await fetch(`${stack.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/front/site/list', '/api/front/front_menu/list', '/api/front/customer/subscription', '/api/front/customer/unsubscribe']),
    );
  });

  it('answers unknown API paths with the envelope and 625', async () => {
    const res = await getJson(stack.baseUrl, '/api/front/nope', { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(res.http).toBe(404);
    expect(res.body.state).toBe(0);
    expect(res.body.status).toBe(625);
  });

  it('answers a malformed body with a 400 envelope and no internals', async () => {
    const response = await fetch(`${stack.baseUrl}/api/front/customer/subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ state: 0, status: 614 });
    expect(text).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });

  it('tags every answer with a request id, keeping a valid incoming one', async () => {
    const [fresh, next, missing] = await Promise.all([
      fetch(`${stack.baseUrl}/health/live`),
      fetch(`${stack.baseUrl}/health/live`),
      fetch(`${stack.baseUrl}/api/front/no/such/call`),
    ]);
    await Promise.all([fresh.arrayBuffer(), next.arrayBuffer(), missing.arrayBuffer()]);
    // The process's random prefix and a counter: unique across processes, no UUID per request.
    expect(fresh.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    expect(next.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
    // An answer of no route (the not-found handler) has one too.
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    const kept = await fetch(`${stack.baseUrl}/health/live`, { headers: { 'x-request-id': 'lb-1234567890' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890');
  });

  it('sends security headers: a document policy for pages, the short API set for JSON', async () => {
    const api = await fetch(`${stack.baseUrl}/api/front/site/list`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    const page = await fetch(`${stack.baseUrl}/products`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Read to the end: a page left unread keeps its connection busy, and closing the server then
    // waited about a minute for it.
    await Promise.all([api.arrayBuffer(), page.arrayBuffer()]);
  });
});
