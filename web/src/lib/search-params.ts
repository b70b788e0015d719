import * as z from './zod-mini';

/**
 * Plain query strings (?type=product&search=usb-c), as the old site's links and emails use, rather
 * than the router's default JSON-in-the-URL encoding. Every value is a string.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * An optional text parameter: kept when it is a non-empty string (cut to `max` characters),
 * dropped otherwise, never an error (a hand-edited address still opens its page).
 */
export function optionalText(max: number) {
  return z.optional(
    z.catch(
      z.optional(
        z.pipe(
          z.string().check(z.minLength(1)),
          z.transform((value) => value.slice(0, max)),
        ),
      ),
      undefined,
    ),
  );
}

/** An optional choice among fixed values; anything else is dropped. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.optional(z.catch(z.optional(z.enum(values)), undefined));
}

/** `?token=` of an emailed link (confirmations, password reset, unsubscribe). */
export const tokenSearch = z.object({ token: optionalText(256) });

/** `?redirect=`: where to return after signing in (a route guard sets it). */
export const redirectSearch = z.object({ redirect: optionalText(2048) });

/** Reads one string parameter from a parsed search object. */
export function searchString(search: Record<string, unknown>, key: string): string {
  const value = search[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
