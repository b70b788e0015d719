// The nine site languages and how they map to BCP 47. No texts here: the web app imports this
// module on its entry path and loads each language's texts separately (web/src/lib/i18n.ts).

export const LANGUAGES = ['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** BCP 47 tags for Intl and <html lang>: site codes are not all language codes (jp, se, us). */
export const BCP47: Record<Lang, string> = {
  us: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  jp: 'ja-JP',
  nl: 'nl-NL',
  pl: 'pl-PL',
  se: 'sv-SE',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Anything that is not one of the nine codes falls back to us (docs/product.md §9). */
export function toLang(value: unknown): Lang {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isLang(code) ? code : 'us';
}

const PRIMARY_TO_LANG: Record<string, Lang> = {
  en: 'us',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'jp',
  nl: 'nl',
  pl: 'pl',
  sv: 'se',
};

/** Picks the first supported language of an Accept-Language header, or undefined. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = PRIMARY_TO_LANG[tag.split('-')[0] ?? ''];
    if (lang) return lang;
  }
  return undefined;
}
