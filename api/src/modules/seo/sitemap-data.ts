import type { Db } from '@voltline/db';
import { SITEMAP_PAGES, type PageContent } from './public-pages';

/** One address of a site's sitemap: the path (without the site) and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

export interface SitemapData {
  /** Site codes in the site list's order: every page exists once per site. */
  sites: string[];
  entries: Map<string, SitemapEntry[]>;
}

const newest = (...dates: (Date | undefined)[]): Date => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));
const segment = (value: string) => encodeURIComponent(value);

/**
 * Reads what the sitemaps list, for every site at once: the fixed pages, and one address per
 * product, product's reviews, article, product category and article category. A product a site
 * does not sell (no listing) is listed too: its page opens on that site and says it is not
 * available there, with the product's description and reviews.
 *
 * lastmod is the newest update of what the page of that site shows: the row, its text in the
 * site's language, its listing on the site; a category page also shows its products or articles;
 * a fixed page, the deploy (`builtAt`), or for the lists among them the rows they list.
 */
export async function loadSitemapData(db: Db, builtAt: Date): Promise<SitemapData> {
  const [sites, products, newestReviews, productCategories, articles, articleCategories] = await Promise.all([
    db.site.findMany({ select: { code: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    db.product.findMany({
      select: {
        id: true,
        model: true,
        categoryId: true,
        updatedAt: true,
        texts: { select: { lang: true, updatedAt: true } },
        listings: { select: { site: true, updatedAt: true } },
      },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    }),
    db.productReview.groupBy({ by: ['productId'], _max: { reviewedAt: true } }),
    db.productCategory.findMany({ select: { id: true, slug: true, updatedAt: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
    db.article.findMany({
      select: { id: true, categoryId: true, updatedAt: true, texts: { select: { lang: true, updatedAt: true } } },
      orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
    }),
    db.articleCategory.findMany({ select: { id: true, slug: true, updatedAt: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
  ]);
  const reviewedAt = new Map(newestReviews.map((r) => [r.productId, r._max.reviewedAt ?? undefined]));
  const codes = sites.map((s) => s.code);

  const entries = new Map<string, SitemapEntry[]>();
  for (const site of codes) {
    const productTimes = products.map((p) =>
      newest(p.updatedAt, p.texts.find((t) => t.lang === site)?.updatedAt, p.listings.find((l) => l.site === site)?.updatedAt),
    );
    const articleTimes = articles.map((a) => newest(a.updatedAt, a.texts.find((t) => t.lang === site)?.updatedAt));
    const newestOf: Record<PageContent, Date> = { products: newest(...productTimes), articles: newest(...articleTimes) };

    const list: SitemapEntry[] = SITEMAP_PAGES.map((page) => ({ path: page.path, lastmod: page.content ? newest(builtAt, newestOf[page.content]) : builtAt }));
    for (const c of productCategories) {
      const inCategory = productTimes.filter((_, i) => products[i]!.categoryId === c.id);
      list.push({ path: `/products/${segment(c.slug)}`, lastmod: newest(c.updatedAt, ...inCategory) });
    }
    products.forEach((p, i) => {
      const model = segment(p.model.toLowerCase());
      list.push({ path: `/product/${model}`, lastmod: productTimes[i]! });
      list.push({ path: `/comment/${model}`, lastmod: newest(productTimes[i], reviewedAt.get(p.id)) });
    });
    for (const c of articleCategories) {
      const inCategory = articleTimes.filter((_, i) => articles[i]!.categoryId === c.id);
      list.push({ path: `/explore/${segment(c.slug)}`, lastmod: newest(c.updatedAt, ...inCategory) });
    }
    articles.forEach((a, i) => list.push({ path: `/article/${a.id}`, lastmod: articleTimes[i]! }));
    entries.set(site, list);
  }
  return { sites: codes, entries };
}
