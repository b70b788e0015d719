import { WARRANTY_STORES } from '@voltline/contracts';

/** A store where the brand sells: the 13 regional Amazon marketplaces, eBay and Walmart. */
export type StoreCode = (typeof WARRANTY_STORES)[number];

/** The stores' own names: brand names, the same in every language (warranty wizard, contact wizard). */
export const STORE_NAMES: Record<StoreCode, string> = {
  US: 'Amazon.com',
  CA: 'Amazon.ca',
  FR: 'Amazon.fr',
  DE: 'Amazon.de',
  IT: 'Amazon.it',
  JP: 'Amazon.co.jp',
  ES: 'Amazon.es',
  UK: 'Amazon.co.uk',
  AU: 'Amazon.com.au',
  NL: 'Amazon.nl',
  MX: 'Amazon.com.mx',
  SE: 'Amazon.se',
  PL: 'Amazon.pl',
  EBAY: 'eBay',
  WALMART: 'Walmart',
};
