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

/** Reads one string parameter from a parsed search object. */
export function searchString(search: Record<string, unknown>, key: string): string {
  const value = search[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** `?token=` of an emailed link (confirmations, password reset, unsubscribe). */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = searchString(search, 'token');
  return token ? { token } : {};
}

/** `?redirect=`: where to return after signing in (a route guard sets it). */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = searchString(search, 'redirect');
  return redirect ? { redirect } : {};
}
