import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, resources, type Lang } from '@voltline/locales';

// One i18next instance for every email; same locale files as the web interface.
const instance = i18next.createInstance();
await instance.init({
  resources,
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'us',
  ns: ['email', 'status'],
  defaultNS: 'email',
  interpolation: { escapeValue: false },
  initAsync: false,
  // No advertisement in the workers' logs.
  showSupportNotice: false,
});

export function emailT(lang: Lang): TFunction<'email'> {
  return instance.getFixedT(lang, 'email');
}
