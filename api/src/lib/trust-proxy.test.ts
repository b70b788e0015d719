import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fastifyTrustProxy } from './trust-proxy';

const trustProxy = (value?: string) =>
  loadConfig({ DATABASE_URL: 'postgresql://localhost/x', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it("takes the proxies' addresses and CIDR ranges, comma-separated", () => {
    expect(trustProxy('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(trustProxy('2001:db8::/32,loopback')).toEqual(['2001:db8::/32', 'loopback']);
  });

  it('refuses "true" (every hop trusted: any client could name its own address) and anything that is no address', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('*')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address Fastify sees', () => {
  /** The address of a request that came through a proxy at 127.0.0.1, which appended 192.0.2.9. */
  async function clientAddress(value: string): Promise<string> {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy(value)) });
    app.get('/', (request) => ({ ip: request.ip }));
    const res = await app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.6.6.6, 192.0.2.9' } });
    return (res.json() as { ip: string }).ip;
  }

  it('is the address the trusted proxy appended, never the forged one in front of it', async () => {
    expect(await clientAddress('1')).toBe('192.0.2.9');
    expect(await clientAddress('127.0.0.1')).toBe('192.0.2.9');
    expect(await clientAddress('127.0.0.0/8, 10.0.0.0/8')).toBe('192.0.2.9');
  });

  it('is the socket when the proxy is not trusted', async () => {
    expect(await clientAddress('false')).toBe('127.0.0.1');
    expect(await clientAddress('192.0.2.200')).toBe('127.0.0.1');
  });
});
