import { describe, expect, it } from 'vitest';
import { statSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSeedContent } from './seed-content-data';
import { CONTENT_LANGS } from './seed-content-types';

const publicDir = fileURLToPath(new URL('../../web/public/', import.meta.url));
const { categories: ARTICLE_CATEGORIES, articles: ARTICLES, faq: FAQ, downloads: DOWNLOADS } = loadSeedContent();

describe('content seed', () => {
  it('ships every download it lists, with its real size', () => {
    expect(DOWNLOADS.length).toBeGreaterThanOrEqual(6);
    for (const d of DOWNLOADS)
      expect({ file: d.fileName, size: statSync(`${publicDir}downloads/${d.fileName}`).size }).toEqual({ file: d.fileName, size: d.sizeBytes });
  });

  it('ships the cover image of every article and the picture of every discount product', () => {
    for (const a of ARTICLES) {
      expect(existsSync(`${publicDir}images/articles/${a.slug}.svg`), a.slug).toBe(true);
      for (const p of a.products) expect(existsSync(`${publicDir}${p.image.slice(1)}`), p.image).toBe(true);
    }
  });

  it('has at least 12 articles in every category and 24 FAQ entries in the four groups', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const c of ARTICLE_CATEGORIES) expect(ARTICLES.filter((a) => a.category === c.slug).length).toBeGreaterThanOrEqual(3);
    expect(FAQ.length).toBeGreaterThanOrEqual(24);
    expect(new Set(FAQ.map((f) => f.group))).toEqual(new Set(['warranty', 'delivery', 'products', 'general']));
  });

  it('translates every text: no language repeats the English title, question or answer', () => {
    for (const lang of CONTENT_LANGS.filter((l) => l !== 'us')) {
      for (const a of ARTICLES) {
        expect(a.texts[lang].summary, `${a.slug} ${lang}`).not.toBe(a.texts.us.summary);
        expect(a.texts[lang].body.join(), `${a.slug} ${lang}`).not.toBe(a.texts.us.body.join());
      }
      for (const f of FAQ) expect(f.texts[lang][1], `${f.slug} ${lang}`).not.toBe(f.texts.us[1]);
      for (const d of DOWNLOADS) expect(d.titles[lang], `${d.fileName} ${lang}`).not.toBe(d.titles.us);
    }
  });
});
