import { CONTACT_MARKETPLACES } from '@voltline/api/contracts';

/** The marketplaces by their own names (brand names: the same in every language). */
const NAMES: Record<(typeof CONTACT_MARKETPLACES)[number], string> = {
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

export const MARKETPLACE_OPTIONS = CONTACT_MARKETPLACES.map((value) => ({ value, label: NAMES[value] }));

/** The marketplace of each regional site, preselected. */
const SITE_MARKETPLACE: Record<string, string> = { us: 'US', de: 'DE', es: 'ES', fr: 'FR', it: 'IT', jp: 'JP', nl: 'NL', pl: 'PL', se: 'SE' };

export function siteMarketplace(site: string): string {
  return SITE_MARKETPLACE[site.toLowerCase()] ?? '';
}
