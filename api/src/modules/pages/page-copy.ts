import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * One rendered page as every anonymous visitor gets it: fixed bytes in each encoding, made once
 * when the page is rendered (docs/decisions/0019-campaign-scale-serving.md). Nothing in it changes per
 * answer, so a cached page costs what sending its bytes costs.
 */
export interface PageCopy {
  status: number;
  contentType: string;
  /** The strict page policy with the hashes of this page's inline scripts (no nonce, no unsafe-inline). */
  csp: string;
  bodies: Record<PageEncoding, Buffer>;
  /** Strong, one per representation (RFC 9110 §8.8.3): the br and gzip bodies are different bytes. */
  etags: Record<PageEncoding, string>;
  /** Memory the copy holds, for the cache's bound. */
  bytes: number;
}

/** `<script ...>text</script>`: the page is our own render, so its markup is regular. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The sha256 sources of the page's inline scripts, in CSP form. A browser hashes the exact text
 * between the tags (UTF-8); scripts with `src` are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The strict policy (plugins/security-headers.ts) with these script hashes added to script-src. */
export function policyWithHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

export interface CopyOptions {
  html: string;
  status: number;
  contentType: string;
  /** The page policy the copy's hashes are added to. */
  policy: string;
  /**
   * Best compression for copies kept and served many times; a quick one for answers made once
   * (a 404). Compression runs on libuv's thread pool, so the event loop keeps serving meanwhile.
   */
  keep: boolean;
}

export async function makePageCopy({ html, status, contentType, policy, keep }: CopyOptions): Promise<PageCopy> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: keep ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: keep ? 9 : 6 }),
  ]);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return {
    status,
    contentType,
    csp: policyWithHashes(policy, inlineScriptHashes(html)),
    bodies: { identity, br, gzip: gz },
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
    bytes: identity.length + br.length + gz.length,
  };
}

/**
 * Whether `If-None-Match` names this representation. The comparison is weak (RFC 9110 §13.1.2):
 * `W/"x"` matches `"x"`.
 */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
