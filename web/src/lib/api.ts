import type { Envelope, FieldError } from '@voltline/contracts';
import { i18n, statusText } from './i18n';

/** A failed call: state 0 (status = catalogue code), a non-200 answer or no answer at all. */
export class ApiError extends Error {
  constructor(
    /** Catalogue status for state 0; the HTTP status (or 0: no answer) otherwise. */
    readonly status: number,
    message: string,
    /** False when the server answered state 0 (a business failure), true for transport problems. */
    readonly transport = false,
    /** The fields a validation failure names (`data.fields`), if any. */
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const BASE = '/api/front';

/** How a call reaches the API: the browser's fetch, or the server's in-process one (setApiTransport). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server renders pages by calling its own API in process, as an anonymous visitor (no cookie
 * is ever passed, so nothing personal reaches a rendered page). Set once at start-up.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function serverError(status: number): ApiError {
  return new ApiError(status, i18n.t('status:500'), true);
}

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await transport(`${BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch {
    throw serverError(0);
  }
  // docs/product.md §7: the data counts only on HTTP 200; anything else is "server error", except the
  // refusals docs/api.md gives an envelope of their own (429 = 619 too many attempts, 413 = 622).
  if (response.status !== 200) throw await refusal(response);
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw serverError(response.status);
  }
  if (body.state === 1) return body.data as T;
  throw new ApiError(body.status, statusText(body.status, body.message), false, fieldErrors(body.data));
}

async function refusal(response: Response): Promise<ApiError> {
  if (response.status < 400 || response.status >= 500) return serverError(response.status);
  try {
    const body = (await response.json()) as Envelope<unknown>;
    if (body.state === 0 && i18n.exists(`status:${body.status}`)) return new ApiError(body.status, statusText(body.status), false);
  } catch {
    // not an envelope: a proxy's page
  }
  return serverError(response.status);
}

function fieldErrors(data: unknown): FieldError[] {
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}

type Query = Record<string, string | number | undefined>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/front/<path>: the envelope's data on state 1, else throws ApiError. */
export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return call<T>(`${path}${queryString(query)}`, { method: 'GET', signal });
}

/** POST form-encoded (application/x-www-form-urlencoded), as the API's old clients do. */
export function apiPostForm<T = undefined>(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return call<T>(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    signal,
  });
}

/** POST multipart/form-data (uploads); the browser sets the boundary. */
export function apiPostMultipart<T = undefined>(path: string, body: FormData, signal?: AbortSignal): Promise<T> {
  return call<T>(path, { method: 'POST', body, signal });
}

/** The text to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('status:500');
}
