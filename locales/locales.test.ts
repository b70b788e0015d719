import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, langFromAcceptLanguage, resources, toLang } from './index';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

// Words that are the same in every language (brand, product and format names) may stay as they are,
// and so may texts made only of placeholders, digits and punctuation.
const SAME_EVERYWHERE = /^(Voltline|FAQ|Support|Shop|Downloads|Facebook|Instagram|YouTube|USB-C.*|Lightning.*|Black Friday|OK|Contact|Blog|E-?mail)$/i;
const ONLY_PLACEHOLDERS = (text: string) => /^[\W\d_]*$/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

/**
 * The allow-list: words that are spelled the same in English and in that language, checked one by
 * one (a German "Newsletter" is German). Anything else identical to English is an untranslated text.
 */
const SAME_IN: Record<string, readonly string[]> = {
  Newsletter: ['de', 'es', 'fr', 'it', 'nl', 'pl', 'se'],
  Firmware: ['de', 'es', 'fr', 'it', 'nl', 'pl', 'se'],
  Adapter: ['de', 'nl', 'pl', 'se'],
  Adapters: ['nl'],
  Version: ['de', 'fr', 'se'],
  Cable: ['es'],
  Cables: ['es', 'fr'],
  Pages: ['fr'],
  General: ['es'],
  Legal: ['es'],
  Solution: ['fr'],
  Ports: ['fr'],
  Dimensions: ['fr'],
  Guides: ['fr'],
  Password: ['it'],
  Order: ['se'],
  Silver: ['se'],
  Gold: ['de', 'nl', 'se'],
  Name: ['de', 'nl'],
  Medium: ['de', 'nl', 'pl', 'se'],
  Site: ['fr', 'nl'],
  Page: ['fr'],
  Source: ['fr'],
  Sources: ['fr'],
  Article: ['fr'],
  Product: ['nl'],
};

describe('locales gate', () => {
  for (const ns of NAMESPACES) {
    const reference = leaves(resources.us[ns]);
    for (const lang of LANGUAGES.filter((l) => l !== 'us')) {
      it(`${lang}/${ns} has every key of us/${ns}, and no extra`, () => {
        const keys = [...leaves(resources[lang][ns]).keys()].sort();
        expect(keys).toEqual([...reference.keys()].sort());
      });

      it(`${lang}/${ns} is translated, not copied English (outside the allow-list)`, () => {
        const texts = leaves(resources[lang][ns]);
        const copied = [...reference].filter(
          ([key, english]) =>
            texts.get(key) === english &&
            english.length > 3 &&
            !SAME_EVERYWHERE.test(english) &&
            !ONLY_PLACEHOLDERS(english) &&
            !SAME_IN[english]?.includes(lang),
        );
        expect(copied.map(([key, english]) => `${key}: ${english}`)).toEqual([]);
      });

      it(`${lang}/${ns} keeps every {{placeholder}}`, () => {
        const texts = leaves(resources[lang][ns]);
        for (const [key, english] of reference) {
          const wanted = (english.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
          const got = (texts.get(key)?.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
          expect(got, `${lang}/${ns}:${key}`).toEqual(wanted);
        }
      });
    }
  }
});

describe('language resolution', () => {
  it('falls back to us for anything that is not one of the nine codes', () => {
    expect(toLang('DE')).toBe('de');
    expect(toLang('en')).toBe('us');
    expect(toLang(undefined)).toBe('us');
    expect(toLang('xx')).toBe('us');
  });

  it('reads Accept-Language by preference, mapping ja to jp and sv to se', () => {
    expect(langFromAcceptLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('jp');
    expect(langFromAcceptLanguage('pt-BR, sv;q=0.7, de;q=0.5')).toBe('se');
    expect(langFromAcceptLanguage('en;q=0.2, fr;q=0.9')).toBe('fr');
    expect(langFromAcceptLanguage('zh-CN')).toBeUndefined();
    expect(langFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
