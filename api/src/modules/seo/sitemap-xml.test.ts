import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

describe('sitemap XML', () => {
  it('escapes addresses and names every alternate of an entry', async () => {
    const xml = await urlsetXml(
      'https://shop.example',
      'de',
      ['us', 'de', 'jp'],
      [{ path: "/explore/tips&tricks's", lastmod: new Date('2026-11-24T10:11:12.345Z') }],
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/&(?!amp;|quot;|lt;|gt;|apos;)/);
    const { urlset } = parser.parse(xml) as {
      urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url: { loc: string; lastmod: string; 'xhtml:link': Record<string, string>[] }[] };
    };
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(urlset.url).toHaveLength(1);
    const [url] = urlset.url;
    expect(url!.loc).toBe("https://shop.example/explore/tips&tricks's?site=de");
    expect(url!.lastmod).toBe('2026-11-24T10:11:12.345Z');
    expect(url!['xhtml:link']).toEqual([
      { '@_rel': 'alternate', '@_hreflang': 'en-US', '@_href': "https://shop.example/explore/tips&tricks's?site=us" },
      { '@_rel': 'alternate', '@_hreflang': 'de-DE', '@_href': "https://shop.example/explore/tips&tricks's?site=de" },
      { '@_rel': 'alternate', '@_hreflang': 'ja-JP', '@_href': "https://shop.example/explore/tips&tricks's?site=jp" },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': "https://shop.example/explore/tips&tricks's" },
    ]);
  });

  it('dates each site sitemap in the index', async () => {
    const xml = await sitemapIndexXml('https://shop.example', [{ site: 'se', lastmod: new Date('2026-01-02T03:04:05Z') }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { sitemapindex } = parser.parse(xml) as { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } };
    expect(sitemapindex.sitemap).toEqual([{ loc: 'https://shop.example/sitemaps/se.xml', lastmod: '2026-01-02T03:04:05.000Z' }]);
  });
});
