/**
 * Top-level sections of locales/<lang>/common.json that only code-split pages use. The build
 * leaves them out of the entry bundle (all nine languages of them add up), and `loadTexts` adds
 * them to i18next when such a page loads (see vite.config.ts and lib/lazy-texts.ts).
 */
export const LAZY_TEXT_SECTIONS = ['account', 'contact', 'warranty', 'shop', 'tester', 'review', 'content', 'legal', 'insights'] as const;
export type LazyTextSection = (typeof LAZY_TEXT_SECTIONS)[number];
