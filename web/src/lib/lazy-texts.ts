import { LANGUAGES } from '@voltline/locales/languages';
import { i18n } from './i18n';
import type { LazyTextSection } from './lazy-text-sections';

/** One chunk per section, holding it in all nine languages (a language switch needs no load). */
const chunks: Record<LazyTextSection, () => Promise<{ default: Record<string, unknown> }>> = {
  account: () => import('virtual:texts/account'),
  contact: () => import('virtual:texts/contact'),
  warranty: () => import('virtual:texts/warranty'),
  shop: () => import('virtual:texts/shop'),
  tester: () => import('virtual:texts/tester'),
  review: () => import('virtual:texts/review'),
  content: () => import('virtual:texts/content'),
  legal: () => import('virtual:texts/legal'),
  insights: () => import('virtual:texts/insights'),
};

const loaded = new Map<LazyTextSection, Promise<void>>();

/** Adds a section of common.json to i18next, once; a failed load is tried again next time. */
export function loadTexts(section: LazyTextSection): Promise<void> {
  let promise = loaded.get(section);
  if (!promise) {
    promise = chunks[section]().then(({ default: texts }) => {
      for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'common', { [section]: texts[lang] }, true, true);
    });
    promise.catch(() => loaded.delete(section));
    loaded.set(section, promise);
  }
  return promise;
}
