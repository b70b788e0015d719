import type { Lang } from '@voltline/locales';

/**
 * Postgres text-search configuration per site language, for every searchable text (products,
 * articles). Polish and Japanese have no stemmer in a stock Postgres, so they use 'simple'
 * (lower-cased words), helped by trigram and substring matching; Japanese has no spaces between
 * words, so the substring match does most of the work there.
 */
export const TEXT_SEARCH_CONFIG: Record<Lang, string> = {
  us: 'english',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  se: 'swedish',
  pl: 'simple',
  jp: 'simple',
};
