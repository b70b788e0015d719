import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, makePageCopy, notModified, policyWithHashes } from './page-copy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a page as fixed bytes', () => {
  const html =
    '<html lang="ja"><head><script type="module" src="/assets/a.js"></script><script>window.$_TSR={a:"充電"}</script></head>' +
    '<body><p>ケーブル</p><script>document.currentScript.remove()</script><script type="application/ld+json">{"@type":"Product"}</script></body></html>';

  it('hashes the text of every inline script, not the ones with src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('window.$_TSR={a:"充電"}'), sha('document.currentScript.remove()'), sha('{"@type":"Product"}')]);
  });

  it('puts the hashes into script-src only', () => {
    const policy = policyWithHashes("default-src 'self';script-src 'self';style-src 'self'", [sha('x')]);
    expect(policy).toBe(`default-src 'self';script-src 'self' ${sha('x')};style-src 'self'`);
  });

  it('keeps identity, brotli and gzip bodies of the same page, each with its own strong ETag', async () => {
    const copy = await makePageCopy({ html, status: 200, contentType: 'text/html; charset=utf-8', policy: "script-src 'self'", keep: true });
    expect(copy.bodies.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(copy.bodies.br).toString('utf8')).toBe(html);
    expect(gunzipSync(copy.bodies.gzip).toString('utf8')).toBe(html);
    expect(new Set(Object.values(copy.etags)).size).toBe(3);
    for (const etag of Object.values(copy.etags)) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(copy.csp).not.toContain('unsafe-inline');
    expect(copy.csp).toContain(sha('document.currentScript.remove()'));
  });

  it("gives the same bytes the same ETags, and changed content new ones (the ETag is the copy's content, not a constant)", async () => {
    const options = { status: 200, contentType: 'text/html; charset=utf-8', policy: "script-src 'self'", keep: true };
    const [first, again, changed] = await Promise.all([
      makePageCopy({ ...options, html }),
      makePageCopy({ ...options, html }),
      makePageCopy({ ...options, html: html.replace('ケーブル', 'ケーブル 2 m') }),
    ]);
    expect(again.etags).toEqual(first.etags);
    for (const encoding of ['identity', 'br', 'gzip'] as const) expect(changed.etags[encoding]).not.toBe(first.etags[encoding]);
  });

  it('reads If-None-Match as a list, weakly compared', () => {
    expect(notModified('"abc-br"', '"abc-br"')).toBe(true);
    expect(notModified('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(notModified('*', '"abc"')).toBe(true);
    expect(notModified('"abc"', '"abc-br"')).toBe(false);
    expect(notModified(undefined, '"abc"')).toBe(false);
  });
});
