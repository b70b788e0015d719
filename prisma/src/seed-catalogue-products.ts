import { LANGUAGES } from '@voltline/locales/languages';
/**
 * The Voltline catalogue as data: 26 products in four categories. Marketplace links point at the
 * model's search on the site's Amazon store (no invented listing ids), so every button lands on
 * a real page. A product without a site in `sites` is not sold in that region.
 */
export const CATEGORY_SLUGS = ['cables', 'chargers', 'adapters', 'stands'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Every site's language (one list for the whole codebase, kept with the texts). */
export const ALL_SITES = LANGUAGES;

/** The Amazon store of each site. */
export const MARKETPLACES: Record<string, string> = {
  us: 'amazon.com',
  de: 'amazon.de',
  es: 'amazon.es',
  fr: 'amazon.fr',
  it: 'amazon.it',
  jp: 'amazon.co.jp',
  nl: 'amazon.nl',
  pl: 'amazon.pl',
  se: 'amazon.se',
};

/**
 * Attribution parameters per marketplace and campaign (utm_campaign): Amazon Attribution gives each
 * campaign a tag to put on the links it sends to Amazon. The `spring` campaign is configured on
 * every store; a campaign without a row leaves the links as they are.
 */
export const MARKETPLACE_CAMPAIGN_LINKS: { marketplace: string; campaign: string; params: string }[] = Object.entries(MARKETPLACES).map(
  ([site, marketplace]) => ({
    marketplace,
    campaign: 'spring',
    params: `maas=maas_adg_voltline_spring_${site}&ref_=aa_maas&tag=maas`,
  }),
);

export function marketplaceUrl(site: string, model: string): string {
  return `https://www.${MARKETPLACES[site]}/s?k=${encodeURIComponent(`Voltline ${model}`)}`;
}

export interface SeedSpec {
  key: string;
  value: string;
}

export interface SeedProduct {
  model: string;
  category: CategorySlug;
  connectorA: string;
  connectorB: string | null;
  lengthCm: number | null;
  wattage: number | null;
  colour: string;
  quickCharge: string | null;
  specs: SeedSpec[];
  compatibility: string[];
  highlights: string[];
  rating: number;
  releasedAt: string;
  /** Sites where it is sold; the rest show "Unavailable for your area". */
  sites: readonly string[];
  /** Sites where it is listed but out of stock right now. */
  outOfStock?: readonly string[];
}

const USB_C_DEVICES = ['iPhone 16', 'iPhone 15', 'Galaxy S24', 'Pixel 9', 'iPad Pro (M4)', 'MacBook Air (M3)', 'Dell XPS 13', 'Nintendo Switch'];
const LIGHTNING_DEVICES = ['iPhone 14', 'iPhone 13', 'iPhone SE (3rd gen)', 'iPad (9th gen)', 'AirPods Pro (1st gen)'];
const MICRO_USB_DEVICES = ['Galaxy J5', 'Kindle Paperwhite (10th gen)', 'DualShock 4', 'JBL Flip 4', 'Moto G6'];

function cable(
  model: string,
  connectorA: string,
  connectorB: string,
  lengthCm: number,
  wattage: number,
  colour: string,
  rating: number,
  releasedAt: string,
  sites: readonly string[] = ALL_SITES,
): SeedProduct {
  // docs/product.md §9: Quick Charge 2.0 is claimed for micro-USB cables, 3.0 for USB-C cables.
  const quickCharge = connectorB === 'micro-usb' ? '2.0' : connectorB === 'usb-c' ? '3.0' : null;
  const compatibility = connectorB === 'lightning' ? LIGHTNING_DEVICES : connectorB === 'micro-usb' ? MICRO_USB_DEVICES : USB_C_DEVICES;
  const current = `${Math.round((wattage / (wattage > 60 ? 20 : wattage > 20 ? 12 : 5)) * 10) / 10} A`;
  const highlights = ['braided'];
  if (quickCharge === '3.0') highlights.push('qc3');
  if (quickCharge === '2.0') highlights.push('qc2');
  if (connectorA === 'usb-c') highlights.push('pd');
  if (wattage >= 100) highlights.push('emarker');
  if (connectorB === 'lightning') highlights.push('mfi');
  return {
    model,
    category: 'cables',
    connectorA,
    connectorB,
    lengthCm,
    wattage,
    colour,
    quickCharge,
    specs: [
      { key: 'length', value: `${lengthCm / 100} m` },
      { key: 'max_power', value: `${wattage} W` },
      { key: 'max_current', value: current },
      { key: 'data_rate', value: '480 Mbit/s' },
      { key: 'bend_test', value: '20000' },
      { key: 'weight', value: `${Math.round(18 + lengthCm * 0.16)} g` },
    ],
    compatibility,
    highlights,
    rating,
    releasedAt,
    sites,
  };
}

export const PRODUCTS: SeedProduct[] = [
  cable('VL-CC100', 'usb-c', 'usb-c', 100, 100, 'black', 4.8, '2024-03-12'),
  cable('VL-CC200', 'usb-c', 'usb-c', 200, 100, 'grey', 4.7, '2024-03-12'),
  cable('VL-CC030', 'usb-c', 'usb-c', 30, 60, 'white', 4.5, '2023-09-05'),
  cable('VL-CL100', 'usb-c', 'lightning', 100, 20, 'white', 4.7, '2022-10-18'),
  cable('VL-CL200', 'usb-c', 'lightning', 200, 20, 'black', 4.6, '2022-10-18'),
  cable('VL-AL100', 'usb-a', 'lightning', 100, 12, 'white', 4.5, '2019-06-03'),
  cable('VL-AC100', 'usb-a', 'usb-c', 100, 18, 'black', 4.6, '2020-02-11'),
  cable('VL-AC200', 'usb-a', 'usb-c', 200, 18, 'red', 4.4, '2020-02-11', ['us', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'se']),
  cable('VL-AM100', 'usb-a', 'micro-usb', 100, 18, 'black', 4.5, '2016-04-20'),
  cable('VL-AM200', 'usb-a', 'micro-usb', 200, 18, 'grey', 4.3, '2016-04-20', ['us', 'de', 'es', 'fr', 'it', 'pl']),
  {
    model: 'VL-GAN30',
    category: 'chargers',
    connectorA: 'ac',
    connectorB: 'usb-c',
    lengthCm: null,
    wattage: 30,
    colour: 'white',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '30 W' },
      { key: 'ports', value: '1 × USB-C' },
      { key: 'input', value: '100-240 V ~ 50/60 Hz' },
      { key: 'dimensions', value: '30 × 30 × 32 mm' },
      { key: 'weight', value: '52 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'iPad Air (M2)', 'MacBook Air (M3)', 'Galaxy S24', 'Pixel 9'],
    highlights: ['gan', 'pd', 'safety', 'compact'],
    rating: 4.7,
    releasedAt: '2023-11-02',
    sites: ALL_SITES,
  },
  {
    model: 'VL-GAN65',
    category: 'chargers',
    connectorA: 'ac',
    connectorB: 'usb-c',
    lengthCm: null,
    wattage: 65,
    colour: 'black',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '65 W' },
      { key: 'ports', value: '2 × USB-C, 1 × USB-A' },
      { key: 'input', value: '100-240 V ~ 50/60 Hz' },
      { key: 'dimensions', value: '42 × 36 × 68 mm' },
      { key: 'weight', value: '118 g' },
    ],
    compatibility: ['MacBook Air (M3)', 'MacBook Pro 14"', 'Dell XPS 13', 'iPad Pro (M4)', 'iPhone 16', 'Galaxy S24', 'Nintendo Switch'],
    highlights: ['gan', 'pd', 'multiport', 'foldable', 'safety'],
    rating: 4.8,
    releasedAt: '2024-01-16',
    sites: ALL_SITES,
  },
  {
    model: 'VL-GAN100',
    category: 'chargers',
    connectorA: 'ac',
    connectorB: 'usb-c',
    lengthCm: 150,
    wattage: 100,
    colour: 'grey',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '100 W' },
      { key: 'ports', value: '3 × USB-C, 1 × USB-A' },
      { key: 'input', value: '100-240 V ~ 50/60 Hz' },
      { key: 'length', value: '1.5 m' },
      { key: 'dimensions', value: '70 × 70 × 30 mm' },
      { key: 'weight', value: '230 g' },
    ],
    compatibility: ['MacBook Pro 16"', 'MacBook Pro 14"', 'Dell XPS 15', 'Lenovo ThinkPad X1 Carbon', 'iPad Pro (M4)', 'iPhone 16', 'Steam Deck'],
    highlights: ['gan', 'pd', 'multiport', 'safety'],
    rating: 4.6,
    releasedAt: '2024-06-04',
    sites: ['us', 'de', 'es', 'fr', 'it', 'jp', 'nl'],
  },
  {
    model: 'VL-CAR48',
    category: 'chargers',
    connectorA: 'car',
    connectorB: 'usb-c',
    lengthCm: null,
    wattage: 48,
    colour: 'black',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '48 W' },
      { key: 'ports', value: '1 × USB-C, 1 × USB-A' },
      { key: 'input', value: '12-24 V ⎓' },
      { key: 'weight', value: '24 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'iPhone 14', 'Galaxy S24', 'Pixel 9', 'iPad Air (M2)'],
    highlights: ['pd', 'multiport', 'safety', 'compact'],
    rating: 4.5,
    releasedAt: '2023-05-22',
    sites: ['us', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'se'],
  },
  {
    model: 'VL-PAD15',
    category: 'chargers',
    connectorA: 'usb-c',
    connectorB: 'qi',
    lengthCm: 100,
    wattage: 15,
    colour: 'black',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '15 W' },
      { key: 'input', value: 'USB-C, 9 V ⎓ 2 A' },
      { key: 'length', value: '1 m' },
      { key: 'dimensions', value: '⌀ 100 × 9 mm' },
      { key: 'weight', value: '86 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'iPhone 14', 'Galaxy S24', 'Pixel 9', 'AirPods Pro (2nd gen)'],
    highlights: ['qi', 'case', 'safety'],
    rating: 4.4,
    releasedAt: '2022-09-13',
    sites: ALL_SITES,
    outOfStock: ['se'],
  },
  {
    model: 'VL-AD-CA2',
    category: 'adapters',
    connectorA: 'usb-c',
    connectorB: 'usb-a',
    lengthCm: null,
    wattage: null,
    colour: 'grey',
    quickCharge: null,
    specs: [
      { key: 'data_rate', value: '5 Gbit/s' },
      { key: 'pack', value: '2' },
      { key: 'weight', value: '7 g' },
    ],
    compatibility: ['MacBook Air (M3)', 'MacBook Pro 14"', 'iPad Pro (M4)', 'Galaxy S24', 'Pixel 9', 'Dell XPS 13'],
    highlights: ['otg', 'compact'],
    rating: 4.6,
    releasedAt: '2021-03-09',
    sites: ALL_SITES,
  },
  {
    model: 'VL-AD-MC',
    category: 'adapters',
    connectorA: 'micro-usb',
    connectorB: 'usb-c',
    lengthCm: null,
    wattage: 18,
    colour: 'black',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '18 W' },
      { key: 'data_rate', value: '480 Mbit/s' },
      { key: 'pack', value: '3' },
    ],
    compatibility: ['Galaxy S24', 'Pixel 9', 'iPhone 16', 'Nintendo Switch', 'AirPods Pro (2nd gen)'],
    highlights: ['compact'],
    rating: 4.2,
    releasedAt: '2020-08-25',
    sites: ['us', 'de', 'fr', 'it', 'es', 'pl'],
  },
  {
    model: 'VL-HUB7',
    category: 'adapters',
    connectorA: 'usb-c',
    connectorB: 'hdmi',
    lengthCm: 15,
    wattage: 100,
    colour: 'grey',
    quickCharge: null,
    specs: [
      { key: 'ports', value: 'HDMI, 2 × USB-A, SD, microSD, USB-C PD' },
      { key: 'video', value: '3840 × 2160 @ 60 Hz' },
      { key: 'max_power', value: '100 W' },
      { key: 'data_rate', value: '5 Gbit/s' },
      { key: 'weight', value: '62 g' },
    ],
    compatibility: ['MacBook Air (M3)', 'MacBook Pro 14"', 'iPad Pro (M4)', 'Dell XPS 13', 'Surface Laptop 7', 'Steam Deck'],
    highlights: ['hdmi4k', 'passthrough', 'otg'],
    rating: 4.5,
    releasedAt: '2023-02-14',
    sites: ALL_SITES,
  },
  {
    model: 'VL-AD-HDMI',
    category: 'adapters',
    connectorA: 'usb-c',
    connectorB: 'hdmi',
    lengthCm: null,
    wattage: null,
    colour: 'grey',
    quickCharge: null,
    specs: [
      { key: 'video', value: '3840 × 2160 @ 60 Hz' },
      { key: 'weight', value: '18 g' },
    ],
    compatibility: ['MacBook Air (M3)', 'iPad Pro (M4)', 'Galaxy S24', 'Dell XPS 13', 'Surface Pro 11'],
    highlights: ['hdmi4k', 'compact'],
    rating: 4.4,
    releasedAt: '2022-05-30',
    sites: ALL_SITES,
  },
  {
    model: 'VL-AD-AUX',
    category: 'adapters',
    connectorA: 'usb-c',
    connectorB: 'jack',
    lengthCm: 11,
    wattage: null,
    colour: 'white',
    quickCharge: null,
    specs: [
      { key: 'audio', value: '24 bit / 96 kHz' },
      { key: 'length', value: '0.11 m' },
      { key: 'weight', value: '5 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'iPad Air (M2)', 'Galaxy S24', 'Pixel 9'],
    highlights: ['hires', 'compact'],
    rating: 4.3,
    releasedAt: '2021-10-07',
    sites: ['us', 'de', 'es', 'fr', 'it', 'pl', 'se'],
  },
  {
    model: 'VL-ST-AL',
    category: 'stands',
    connectorA: 'none',
    connectorB: null,
    lengthCm: null,
    wattage: null,
    colour: 'silver',
    quickCharge: null,
    specs: [
      { key: 'fits', value: '4"-8"' },
      { key: 'angle', value: '0-270°' },
      { key: 'weight', value: '235 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'Galaxy S24', 'Pixel 9', 'Nintendo Switch Lite'],
    highlights: ['aluminium', 'adjustable', 'portable'],
    rating: 4.7,
    releasedAt: '2021-01-19',
    sites: ALL_SITES,
  },
  {
    model: 'VL-ST-TAB',
    category: 'stands',
    connectorA: 'none',
    connectorB: null,
    lengthCm: null,
    wattage: null,
    colour: 'grey',
    quickCharge: null,
    specs: [
      { key: 'fits', value: '4"-13"' },
      { key: 'angle', value: '0-100°' },
      { key: 'weight', value: '460 g' },
    ],
    compatibility: ['iPad Pro 13" (M4)', 'iPad Air (M2)', 'iPad (10th gen)', 'Galaxy Tab S9', 'Kindle Paperwhite (10th gen)'],
    highlights: ['aluminium', 'adjustable'],
    rating: 4.6,
    releasedAt: '2022-02-08',
    sites: ALL_SITES,
  },
  {
    model: 'VL-ST-LAP',
    category: 'stands',
    connectorA: 'none',
    connectorB: null,
    lengthCm: null,
    wattage: null,
    colour: 'silver',
    quickCharge: null,
    specs: [
      { key: 'fits', value: '10"-16"' },
      { key: 'lift', value: '15 cm' },
      { key: 'weight', value: '890 g' },
    ],
    compatibility: ['MacBook Air (M3)', 'MacBook Pro 16"', 'Dell XPS 15', 'Lenovo ThinkPad X1 Carbon', 'Surface Laptop 7'],
    highlights: ['aluminium', 'adjustable', 'portable'],
    rating: 4.5,
    releasedAt: '2023-08-29',
    sites: ['us', 'de', 'es', 'fr', 'it'],
  },
  {
    model: 'VL-ST-3IN1',
    category: 'stands',
    connectorA: 'usb-c',
    connectorB: 'qi',
    lengthCm: 150,
    wattage: 15,
    colour: 'black',
    quickCharge: null,
    specs: [
      { key: 'max_power', value: '15 W + 5 W + 2.5 W' },
      { key: 'input', value: 'USB-C, 20 V ⎓ 1.5 A' },
      { key: 'length', value: '1.5 m' },
      { key: 'weight', value: '310 g' },
    ],
    compatibility: ['iPhone 16', 'iPhone 15', 'AirPods Pro (2nd gen)', 'Galaxy S24', 'Galaxy Buds3', 'Galaxy Watch7'],
    highlights: ['qi', 'case', 'safety'],
    rating: 4.3,
    releasedAt: '2024-09-10',
    sites: ['us', 'de', 'fr', 'jp', 'nl', 'se'],
    outOfStock: ['jp'],
  },
];
