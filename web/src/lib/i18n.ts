import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BCP47, LANGUAGES, resources, toLang, type Lang } from '@voltline/locales';

/**
 * The interface speaks the language of the chosen site. Site codes double as language codes
 * (us, jp, se...); Intl and <html lang> get the BCP 47 tag instead. Only the `common` and `status`
 * namespaces are UI texts (`email` belongs to the workers).
 */
const ui = Object.fromEntries(LANGUAGES.map((lang) => [lang, { common: resources[lang].common, status: resources[lang].status }]));

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: ui,
  lng: 'us',
  fallbackLng: 'us',
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'status'],
  defaultNS: 'common',
  // Resources are bundled: initialise synchronously so the first render has its texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // No advertisement in the visitor's console.
  showSupportNotice: false,
});

export function currentLang(): Lang {
  return toLang(i18n.language);
}

export function bcp47(lang: Lang = currentLang()): string {
  return BCP47[lang];
}

/** Switches the interface language and the document language together. */
export function applyLanguage(code: string): void {
  const lang = toLang(code);
  document.documentElement.lang = BCP47[lang];
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

/**
 * The catalogue text of an API status (locales/<lang>/status.json), or `fallback` (the server's
 * message) when the catalogue does not know the code.
 */
export function statusText(status: number | string, fallback?: string): string {
  const key = `status:${status}`;
  if (i18n.exists(key)) return i18n.t(key as never);
  return fallback || i18n.t('status:500');
}
