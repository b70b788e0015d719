import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { crossSiteTest } from './same-origin';

const request = (headers: Record<string, string>) => ({ headers: { host: 'shop.example', ...headers } }) as unknown as FastifyRequest;
const production = crossSiteTest('https://shop.example', true);
const development = crossSiteTest('http://localhost:3000', false);

describe('crossSiteTest', () => {
  it("takes the site's own Origin, and refuses another's", () => {
    expect(production(request({ origin: 'https://shop.example' }))).toBe(false);
    expect(production(request({ origin: 'https://evil.example' }))).toBe(true);
    // Another scheme or port is another origin; so is a sandboxed page's "null".
    expect(production(request({ origin: 'http://shop.example' }))).toBe(true);
    expect(production(request({ origin: 'null' }))).toBe(true);
  });

  it('reads the Referer when there is no Origin, and Origin wins when both are there', () => {
    expect(production(request({ referer: 'https://shop.example/admin/queues' }))).toBe(false);
    expect(production(request({ referer: 'https://evil.example/page' }))).toBe(true);
    expect(production(request({ referer: 'not a url' }))).toBe(true);
    expect(production(request({ origin: 'https://evil.example', referer: 'https://shop.example/' }))).toBe(true);
  });

  it('lets a client that sends neither through (curl), unless Sec-Fetch-Site says another site sent it', () => {
    expect(production(request({}))).toBe(false);
    expect(production(request({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(production(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(production(request({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('takes the origin the browser addressed as the own one outside production only (the Vite dev server)', () => {
    expect(development(request({ origin: 'http://shop.example' }))).toBe(false);
    expect(development(request({ origin: 'http://other.example' }))).toBe(true);
    expect(production(request({ origin: 'https://shop.example:8443' }))).toBe(true);
  });
});
