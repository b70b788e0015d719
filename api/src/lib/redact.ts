/**
 * Makes a job payload safe to show to an operator: secrets replaced, emails masked
 * (a***@example.com), URLs stripped of their token query.
 */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|session/i;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const TOKEN_IN_URL = /([?&](?:token|key|code)=)[^&\s"]+/gi;

export function redactForDisplay(value: unknown, key = ''): unknown {
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string') return value.replace(TOKEN_IN_URL, '$1[redacted]').replace(EMAIL, '$1***@$2');
  if (Array.isArray(value)) return value.map((v) => redactForDisplay(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactForDisplay(v, k)]));
  }
  return value;
}
