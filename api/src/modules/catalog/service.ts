import { Prisma, type Db } from '@voltline/db';
import { AppError, Status, type ProductInfo, type ProductListQuery, type ProductReviewsData } from '@voltline/contracts';
import { CARD_COLUMNS, CARD_FROM, listProducts, toCard } from './queries';

/**
 * Product lookups by the `id` of links and old clients: a numeric id or the model name. Ids are
 * Postgres integers: a longer run of digits cannot be one (and would overflow the parameter), so it
 * is looked up as a model name and simply not found.
 */
function refCondition(ref: string): Prisma.Sql {
  return /^\d{1,9}$/.test(ref) ? Prisma.sql`p.id = ${Number(ref)}` : Prisma.sql`lower(p.model) = lower(${ref})`;
}

export function catalogService(db: Db) {
  async function card(ref: string, site: string) {
    const rows = await db.$queryRaw<Parameters<typeof toCard>[0][]>`
      SELECT ${CARD_COLUMNS} ${CARD_FROM(site, site)} WHERE ${refCondition(ref)} LIMIT 1`;
    const row = rows[0];
    if (!row) throw new AppError(Status.notFound);
    return toCard(row);
  }

  return {
    list: (site: string, query: ProductListQuery) => listProducts(db, site, query),

    async info(ref: string, site: string): Promise<ProductInfo> {
      const base = await card(ref, site);
      const product = await db.product.findUniqueOrThrow({
        where: { id: base.id },
        include: {
          category: { include: { texts: { where: { lang: site } } } },
          texts: { where: { lang: site } },
          listings: { where: { site } },
          _count: { select: { reviews: true } },
        },
      });
      const text = product.texts[0];
      const listing = product.listings[0];
      return {
        ...base,
        category_name: product.category.texts[0]?.name ?? product.category.slug,
        description: text?.description ?? '',
        highlights: text?.highlights ?? [],
        specs: (product.specs as { key: string; value: string }[]) ?? [],
        compatibility: product.compatibility,
        images: product.images,
        review_count: product._count.reviews,
        listing: listing ? { site: listing.site, marketplace: listing.marketplace, url: listing.url, in_stock: listing.inStock } : null,
      };
    },

    async reviews(ref: string, site: string): Promise<ProductReviewsData> {
      const base = await card(ref, site);
      const reviews = await db.productReview.findMany({ where: { productId: base.id }, orderBy: [{ reviewedAt: 'desc' }, { id: 'asc' }] });
      // Reviews written in the visitor's language come first; the rest keep their date order.
      const rows = [...reviews.filter((r) => r.lang === site), ...reviews.filter((r) => r.lang !== site)];
      const histogram = [0, 0, 0, 0, 0];
      for (const r of reviews) histogram[Math.min(5, Math.max(1, r.stars)) - 1]! += 1;
      const average = reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length) * 10) / 10 : 0;
      return {
        product: { id: base.id, model: base.model, name: base.name, image: base.image, rating: base.rating, category: base.category },
        average,
        total: reviews.length,
        histogram,
        rows: rows.map((r) => ({
          id: r.id,
          lang: r.lang,
          author: r.author,
          stars: r.stars,
          title: r.title,
          body: r.body,
          verified: r.verified,
          reviewed_at: r.reviewedAt.toISOString().slice(0, 10),
        })),
      };
    },

    async categories(site: string) {
      const rows = await db.$queryRaw<{ slug: string; name: string; description: string; count: bigint }[]>`
        SELECT c.slug, ct.name, ct.description, count(p.id) AS count
        FROM product_category c
        JOIN product_category_text ct ON ct.category_id = c.id AND ct.lang = ${site}
        LEFT JOIN product p ON p.category_id = c.id
        GROUP BY c.id, ct.name, ct.description
        ORDER BY c.sort_order, c.id`;
      return rows.map((r) => ({ slug: r.slug, name: r.name, description: r.description, count: Number(r.count) }));
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
