/**
 * What a phone's browser sends with every request, so the bench meets the same paths as a campaign
 * visitor: without Accept-Encoding a server never compresses, and a page measured that way is not
 * the page a visitor gets (docs/benchmarks.md, "How it measures").
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Headers of a navigation (a page). */
export const BROWSER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': PHONE_USER_AGENT,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
};

/** Headers of the statistics beacon the web app sends on each navigation (a form POST). */
export const BROWSER_FORM_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': PHONE_USER_AGENT,
  'content-type': 'application/x-www-form-urlencoded',
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
