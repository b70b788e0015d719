import { CONTACT_MARKETPLACES } from '@voltline/contracts';
import { STORE_NAMES } from '../../lib/marketplaces';

export const MARKETPLACE_OPTIONS = CONTACT_MARKETPLACES.map((value) => ({ value, label: STORE_NAMES[value] }));

/** The marketplace of each regional site, preselected. */
const SITE_MARKETPLACE: Record<string, string> = { us: 'US', de: 'DE', es: 'ES', fr: 'FR', it: 'IT', jp: 'JP', nl: 'NL', pl: 'PL', se: 'SE' };

export function siteMarketplace(site: string): string {
  return SITE_MARKETPLACE[site.toLowerCase()] ?? '';
}
