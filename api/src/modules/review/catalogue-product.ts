import type { Db } from '@voltline/db';
import type { Lang } from '@voltline/locales';

export interface ReviewedProduct {
  id: number;
  model: string;
  /** The product's page on the marketplace of the site; null when it is not sold there. */
  listingUrl: string | null;
}

/**
 * The catalogue product a review names: its model (VL-GAN65) or its name in the site's language,
 * case and spacing aside. Null when the catalogue has no such product.
 */
export async function findReviewedProduct(db: Db, site: Lang, named: string): Promise<ReviewedProduct | null> {
  const text = named.trim().replace(/\s+/g, ' ');
  const product = await db.product.findFirst({
    where: { OR: [{ model: { equals: text, mode: 'insensitive' } }, { texts: { some: { lang: site, name: { equals: text, mode: 'insensitive' } } } }] },
    select: { id: true, model: true, listings: { where: { site }, select: { url: true } } },
    orderBy: { sortOrder: 'asc' },
  });
  if (!product) return null;
  return { id: product.id, model: product.model, listingUrl: product.listings[0]?.url ?? null };
}

/**
 * Where a review of a listed product is written. An Amazon product page (/dp/ASIN) has a review
 * form of its own; any other listing link (a store search) is the product's page itself, where
 * the marketplace offers "Write a customer review".
 */
export function listingReviewUrl(listingUrl: string): string {
  const url = new URL(listingUrl);
  const asin = /\/dp\/([A-Z0-9]{10})(?:[/?]|$)/.exec(url.pathname)?.[1];
  return asin ? `${url.origin}/review/create-review?asin=${asin}` : listingUrl;
}
