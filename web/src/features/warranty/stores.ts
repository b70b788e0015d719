import { WARRANTY_STORES } from '@voltline/contracts';
import { STORE_NAMES, type StoreCode } from '../../lib/marketplaces';

export type { StoreCode };

/** ISO 3166 region of each Amazon marketplace (the store code UK is the region GB). */
const REGION: Partial<Record<StoreCode, string>> = { UK: 'GB' };

export interface StoreOption {
  code: StoreCode;
  name: string;
  /** The country in the interface language ("Germany", "Deutschland"), for Amazon marketplaces. */
  region?: string;
}

export const isAmazon = (code: StoreCode) => code !== 'EBAY' && code !== 'WALMART';

/** The 15 stores of the contract with readable names; `locale` is the BCP 47 tag of the interface. */
export function storeOptions(locale: string): StoreOption[] {
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    regions = undefined; // an engine without DisplayNames: the domain alone names the store
  }
  return WARRANTY_STORES.map((code) => ({
    code,
    name: STORE_NAMES[code],
    region: isAmazon(code) ? regions?.of(REGION[code] ?? code) : undefined,
  }));
}
