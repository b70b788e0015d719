/**
 * Where to go after signing in: `?redirect=` only when it is a path of this site ("/x", not
 * "//host" or "/\host", which browsers read as another host), so the sign-in page cannot be used
 * to send people elsewhere.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /^\/(?![/\\])/.test(value) ? value : undefined;
}
