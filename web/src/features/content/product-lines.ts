/** The brand's product lines: /about/{product} and the "Shop" link to /products/{product}. */
export const PRODUCT_LINES = ['cables', 'chargers', 'adapters', 'stands'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

export function isProductLine(value: string): value is ProductLine {
  return (PRODUCT_LINES as readonly string[]).includes(value);
}

/** The cover of each line (SVGs made for the site, in web/public/images/content). */
export const LINE_IMAGES: Record<ProductLine, string> = {
  cables: '/images/content/cable.svg',
  chargers: '/images/content/charger.svg',
  adapters: '/images/content/adapter.svg',
  stands: '/images/content/stand.svg',
};
