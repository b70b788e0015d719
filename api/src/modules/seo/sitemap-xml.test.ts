import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml, w3cDate } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes addresses and names every alternate of an entry', () => {
    const xml = urlsetXml('https://shop.example', 'de', ['us', 'de', 'jp'], [{ path: '/explore/tips&"tricks"', lastmod: new Date('2026-11-24T10:11:12.345Z') }]);
    expect(xml).toContain('<loc>https://shop.example/explore/tips&amp;&quot;tricks&quot;?site=de</loc>');
    expect(xml).not.toMatch(/&(?!amp;|quot;|lt;|gt;|apos;)/);
    expect(xml).toContain('<lastmod>2026-11-24T10:11:12+00:00</lastmod>');
    expect(xml).toContain('hreflang="ja-JP" href="https://shop.example/explore/tips&amp;&quot;tricks&quot;?site=jp"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/explore/tips&amp;&quot;tricks&quot;"');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(4);
  });

  it('dates each site sitemap in the index', () => {
    const xml = sitemapIndexXml('https://shop.example', [{ site: 'se', lastmod: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/se.xml</loc><lastmod>2026-01-02T03:04:05+00:00</lastmod></sitemap>');
    expect(w3cDate(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02T03:04:05+00:00');
  });
});
