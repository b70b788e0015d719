// Every interface and email text, in the nine site languages. Web (UI) and workers (emails)
// both read these; `us` is the reference and a test checks every other language has its keys.

import us_common from './us/common.json' with { type: 'json' };
import us_status from './us/status.json' with { type: 'json' };
import us_email from './us/email.json' with { type: 'json' };
import de_common from './de/common.json' with { type: 'json' };
import de_status from './de/status.json' with { type: 'json' };
import de_email from './de/email.json' with { type: 'json' };
import es_common from './es/common.json' with { type: 'json' };
import es_status from './es/status.json' with { type: 'json' };
import es_email from './es/email.json' with { type: 'json' };
import fr_common from './fr/common.json' with { type: 'json' };
import fr_status from './fr/status.json' with { type: 'json' };
import fr_email from './fr/email.json' with { type: 'json' };
import it_common from './it/common.json' with { type: 'json' };
import it_status from './it/status.json' with { type: 'json' };
import it_email from './it/email.json' with { type: 'json' };
import jp_common from './jp/common.json' with { type: 'json' };
import jp_status from './jp/status.json' with { type: 'json' };
import jp_email from './jp/email.json' with { type: 'json' };
import nl_common from './nl/common.json' with { type: 'json' };
import nl_status from './nl/status.json' with { type: 'json' };
import nl_email from './nl/email.json' with { type: 'json' };
import pl_common from './pl/common.json' with { type: 'json' };
import pl_status from './pl/status.json' with { type: 'json' };
import pl_email from './pl/email.json' with { type: 'json' };
import se_common from './se/common.json' with { type: 'json' };
import se_status from './se/status.json' with { type: 'json' };
import se_email from './se/email.json' with { type: 'json' };

export const LANGUAGES = ['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const NAMESPACES = ['common', 'status', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  us: { common: us_common, status: us_status, email: us_email },
  de: { common: de_common, status: de_status, email: de_email },
  es: { common: es_common, status: es_status, email: es_email },
  fr: { common: fr_common, status: fr_status, email: fr_email },
  it: { common: it_common, status: it_status, email: it_email },
  jp: { common: jp_common, status: jp_status, email: jp_email },
  nl: { common: nl_common, status: nl_status, email: nl_email },
  pl: { common: pl_common, status: pl_status, email: pl_email },
  se: { common: se_common, status: se_status, email: se_email },
} as const;

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

/** Anything that is not one of the nine codes falls back to us (SPEC.md section 9). */
export function toLang(value: unknown): Lang {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isLang(code) ? code : 'us';
}

const PRIMARY_TO_LANG: Record<string, Lang> = {
  en: 'us', de: 'de', es: 'es', fr: 'fr', it: 'it', ja: 'jp', nl: 'nl', pl: 'pl', sv: 'se',
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
