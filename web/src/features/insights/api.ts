import type { Envelope } from '@voltline/contracts';
import type { AnalyticsAnswer, AnalyticsSession } from '@voltline/contracts/analytics';
import { ApiError } from '../../lib/api';
import { i18n, statusText } from '../../lib/i18n';
import type { Period } from './period';

/**
 * The analyst API (docs/api.md, analytics) as the insights page calls it: with the session cookie
 * that POST /api/analytics/session set (HttpOnly, so this code never sees it), never with the
 * token itself, which is typed once and not kept.
 */
const BASE = '/api/analytics';

export type Endpoint = 'views' | 'clicks' | 'shares' | 'campaigns' | 'sources';
export type Params = Record<string, string | undefined>;

/** The cookie is missing, expired or signed out: the page shows the sign-in form again. */
export class SignedOutError extends Error {
  constructor() {
    super('signed out');
    this.name = 'SignedOutError';
  }
}

async function refusal(response: Response): Promise<Error> {
  if (response.status === 401) return new SignedOutError();
  try {
    const body = (await response.json()) as { state?: number; status?: number };
    if (body.state === 0 && typeof body.status === 'number') return new ApiError(body.status, statusText(body.status), false);
  } catch {
    // Not an envelope: a proxy's page, a dropped connection.
  }
  return new ApiError(response.status, i18n.t('status:500'), true);
}

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, i18n.t('status:500'), true);
  }
  if (response.status !== 200) throw await refusal(response);
  return response;
}

/** True when the session cookie is valid (answered 200 either way: no failed request in the console). */
export async function hasSession(): Promise<boolean> {
  const body = (await (await send('/session')).json()) as Envelope<AnalyticsSession>;
  return body.data?.signed_in === true;
}

/** Exchanges the analyst token for the session cookie; a wrong token is 603, too many tries 619. */
export async function signIn(token: string): Promise<void> {
  try {
    await send('/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  } catch (error) {
    throw error instanceof SignedOutError ? new ApiError(603, statusText(603), false) : error;
  }
}

export async function signOut(): Promise<void> {
  await send('/session', { method: 'DELETE' });
}

export function query(period: Period, site: string | undefined, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ from: period.from, to: period.to, site, ...params })) if (value !== undefined) search.set(key, value);
  return search.toString();
}

export async function fetchAnswer<R, T>(endpoint: Endpoint, period: Period, site: string | undefined, params: Params = {}): Promise<AnalyticsAnswer<R, T>> {
  return (await send(`/${endpoint}?${query(period, site, params)}`)).json() as Promise<AnalyticsAnswer<R, T>>;
}

/** The same rows as CSV, straight from the API (the cookie goes with a same-site download). */
export function csvHref(endpoint: Endpoint, period: Period, site: string | undefined, params: Params = {}): string {
  return `${BASE}/${endpoint}?${query(period, site, { ...params, format: 'csv' })}`;
}
