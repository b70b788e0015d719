import type { Arrival } from '@voltline/contracts/jobs';

/**
 * What a page-view address says about where the visitor came from. Only the five utm_ parameters
 * are read (lower-cased, trimmed, at most 64 characters); everything else in the query string (the
 * site choice, click ids, anything personal a link may carry) is dropped here and never stored.
 */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
const UTM_MAX = 64;
const HOST_MAX = 255;

export const DIRECT = '(direct)';
export const NONE = '(none)';
export const REFERRAL = 'referral';

export interface Landing {
  /** The address without its query string: what `uri` has always been. */
  path: string;
  /** Set when the address carried a campaign or the visitor was sent by another site. */
  arrival?: Arrival;
  /** True for a campaign (utm_ parameters), which outranks a referring site. */
  campaign: boolean;
}

/**
 * Splits a page-view address into its path and the visitor's arrival. `referrer` is a URL the
 * browser says the visitor came from; it counts only when it is another site than `ownHost`, and
 * only its host is kept.
 */
export function readLanding(uri: string, referrer: string | undefined, ownHost: string): Landing {
  const cut = uri.search(/[?#]/);
  const path = cut < 0 ? uri : uri.slice(0, cut);
  const query = cut >= 0 && uri[cut] === '?' ? uri.slice(cut + 1).split('#')[0]! : '';
  const utm = query ? readUtm(new URLSearchParams(query)) : undefined;
  const from = referringHost(referrer, ownHost);
  if (utm) {
    return {
      path,
      campaign: true,
      arrival: {
        source: utm.source || from || DIRECT,
        medium: utm.medium || NONE,
        campaign: utm.campaign || NONE,
        content: utm.content,
        term: utm.term,
        landing: path,
      },
    };
  }
  if (from) return { path, campaign: false, arrival: { source: from, medium: REFERRAL, campaign: NONE, content: '', term: '', landing: path } };
  return { path, campaign: false };
}

/** A visitor who came from nowhere we know: direct traffic, landing where they first looked today. */
export function directArrival(landing: string): Arrival {
  return { source: DIRECT, medium: NONE, campaign: NONE, content: '', term: '', landing };
}

function readUtm(params: URLSearchParams): Record<(typeof UTM_FIELDS)[number], string> | undefined {
  let any = false;
  const utm = {} as Record<(typeof UTM_FIELDS)[number], string>;
  for (const field of UTM_FIELDS) {
    const value = clean(params.get(`utm_${field}`) ?? '', UTM_MAX);
    utm[field] = value;
    if (value) any = true;
  }
  return any ? utm : undefined;
}

function referringHost(referrer: string | undefined, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!host || host === ownHost.toLowerCase()) return undefined;
  return clean(host, HOST_MAX) || undefined;
}

// Control characters (NUL among them, which Postgres refuses) and lone UTF-16 surrogate halves.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSTORABLE = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// The same without `g` (a global expression's test() keeps its position between calls): most text has none.
const UNSTORABLE_ANY = new RegExp(UNSTORABLE.source);

/** Lower-cased, trimmed, without what cannot be stored, at most `max` characters (code points, as Postgres counts). */
function clean(value: string, max: number): string {
  if (value === '') return value;
  const text = (UNSTORABLE_ANY.test(value) ? value.replace(UNSTORABLE, '') : value).trim().toLowerCase();
  // Fewer UTF-16 units than `max` means fewer code points too: only longer text is cut by code point.
  return text.length <= max ? text : [...text].slice(0, max).join('').trim();
}
