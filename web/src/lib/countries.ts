import { useMemo, useSyncExternalStore } from 'react';
import { useFormat } from './format';
import type { Option } from './option';

/**
 * ISO 3166-1 alpha-2 codes: the value the account stores in `country`. Names are the browser's
 * own (Intl.DisplayNames) in the interface language, so no list is translated by hand.
 */
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The country of each regional site, to preselect on sign-up. */
const SITE_COUNTRY: Record<string, string> = { us: 'US', de: 'DE', es: 'ES', fr: 'FR', it: 'IT', jp: 'JP', nl: 'NL', pl: 'PL', se: 'SE' };

export function siteCountry(site: string): string {
  return SITE_COUNTRY[site.toLowerCase()] ?? '';
}

/**
 * The country options, sorted by name in the interface language. A stored value that is not a
 * code (accounts from the old site kept free text) is offered as it is, so saving keeps it.
 */
const noSubscription = () => () => undefined;

export function useCountryOptions(current = ''): Option[] {
  const { locale } = useFormat();
  // Node's and the browser's ICU name some regions differently: the server (and the hydrating
  // render) list the selected country only, the browser's names follow right after hydration.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => {
    if (!inBrowser) {
      const selected = current || '';
      return selected ? [{ value: selected, label: selected }] : [];
    }
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    const options = CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
    return current && !CODES.includes(current) ? [{ value: current, label: current }, ...options] : options;
  }, [locale, current, inBrowser]);
}

/** A stored country as a name (the code's name, or the free text as it is). */
export function countryName(value: string, locale: string): string {
  if (!CODES.includes(value)) return value;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(value) ?? value;
}
