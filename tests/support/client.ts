import { expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { getJson, postForm } from './stack';

/** The session cookie's name outside production (`__Host-vl_session` there). */
export const SESSION_COOKIE = 'vl_session';

/** A browser-like client of /api/front: one IP, a cookie jar of one cookie, no Origin header unless given. */
export interface Client {
  ip: string;
  cookie: string | undefined;
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): ReturnType<typeof postForm>;
  get(path: string, headers?: Record<string, string>): ReturnType<typeof getJson>;
}

let lastIp = 0;

/**
 * Each client has its own IP (X-Forwarded-For: the stack must run with TRUST_PROXY on), so the
 * per-IP limits of one test do not spill into another.
 */
export function newClient(baseUrl: string): Client {
  const c: Client = {
    ip: `203.0.113.${++lastIp}`,
    cookie: undefined,
    async post(path, fields, headers = {}) {
      const res = await postForm(baseUrl, `/api/front${path}`, fields, { ...base(), ...headers });
      keep(res.headers);
      return res;
    },
    async get(path, headers = {}) {
      const res = await getJson(baseUrl, `/api/front${path}`, { ...base(), ...headers });
      keep(res.headers);
      return res;
    },
  };
  const base = (): Record<string, string> => ({ 'x-forwarded-for': c.ip, ...(c.cookie ? { cookie: `${SESSION_COOKIE}=${c.cookie}` } : {}) });
  const keep = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name !== SESSION_COOKIE) continue;
      const cleared = value === '' || /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
      c.cookie = cleared ? undefined : value;
    }
  };
  return c;
}

/** The link to `path` (with its token) in a mail's text part. */
export function linkIn(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '').match(new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`))?.[0];
  expect(link, `no ${path} link in: ${mail.text}`).toBeDefined();
  return link!;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
