import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BCP47, toLang, type Lang } from '@voltline/locales/languages';

/**
 * The interface speaks the language of the chosen site. Site codes double as language codes
 * (us, jp, se...); Intl and <html lang> get the BCP 47 tag instead. Only the `common` and `status`
 * namespaces are UI texts (`email` belongs to the workers).
 *
 * Each language is its own chunk, loaded when the language is first needed: a phone on a campaign
 * landing downloads one language's texts, not nine (vite.config.ts still cuts the lazy page
 * sections out of common.json; lib/lazy-texts.ts adds them with their pages).
 */
type TextModule = { default: Record<string, unknown> };
const commonTexts = import.meta.glob<TextModule>('../../../locales/*/common.json');
const statusTexts = import.meta.glob<TextModule>('../../../locales/*/status.json');
const textFile = (lang: Lang, ns: 'common' | 'status') => `../../../locales/${lang}/${ns}.json`;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // The locale gate guarantees every language has every key, so no fallback language is loaded.
  fallbackLng: false,
  ns: ['common', 'status'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // No advertisement in the visitor's console.
  showSupportNotice: false,
});

const loads = new Map<Lang, Promise<void>>();

/** Adds a language's texts to i18next, once; a failed load is tried again next time. */
export function loadLanguage(lang: Lang): Promise<void> {
  let promise = loads.get(lang);
  if (!promise) {
    const common = commonTexts[textFile(lang, 'common')];
    const status = statusTexts[textFile(lang, 'status')];
    if (!common || !status) return Promise.reject(new Error(`no texts for ${lang}`));
    promise = Promise.all([common(), status()]).then(([c, s]) => {
      i18n.addResourceBundle(lang, 'common', c.default, true, true);
      i18n.addResourceBundle(lang, 'status', s.default, true, true);
    });
    promise.catch(() => loads.delete(lang));
    loads.set(lang, promise);
  }
  return promise;
}

export function currentLang(): Lang {
  return toLang(i18n.language);
}

export function bcp47(lang: Lang = currentLang()): string {
  return BCP47[lang];
}

/**
 * Switches the interface language and the document language together, once the language's texts
 * are in (until then the page keeps speaking the previous language rather than showing keys).
 */
export async function applyLanguage(code: string): Promise<void> {
  const lang = toLang(code);
  try {
    await loadLanguage(lang);
  } catch {
    return; // offline or a failed chunk: keep the current language; the next switch tries again
  }
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/**
 * The server renders pages of nine languages at once: each request gets its own view of the
 * shared texts in its language (changing the language of the one instance would switch the
 * pages being rendered for other visitors).
 */
export function i18nFor(lang: Lang) {
  return i18n.cloneInstance({ lng: lang, initAsync: false });
}

/**
 * The catalogue text of an API status (locales/<lang>/status.json), or `fallback` (the server's
 * message) when the catalogue does not know the code.
 */
export function statusText(status: number | string, fallback?: string): string {
  return statusTextOf(i18n, status, fallback);
}

/**
 * `statusText` for rendering: reads the i18n instance of the React tree, which on the server is the
 * request's own (the module's `i18n` is the browser's), so server HTML and hydration agree.
 */
export function useStatusText(): (status: number | string, fallback?: string) => string {
  const { i18n: current } = useTranslation();
  return (status, fallback) => statusTextOf(current, status, fallback);
}

function statusTextOf(instance: typeof i18n, status: number | string, fallback?: string): string {
  const key = `status:${status}`;
  if (instance.exists(key)) return instance.t(key as never);
  return fallback || instance.t('status:500');
}
