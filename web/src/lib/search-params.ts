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
