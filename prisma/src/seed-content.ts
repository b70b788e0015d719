import type { Db } from './index';
import { GUIDE_ARTICLES } from './seed-content-articles-guides';
import { NEWS_ARTICLES } from './seed-content-articles-news';
import { REVIEW_ARTICLES } from './seed-content-articles-reviews';
import { DOWNLOADS } from './seed-content-downloads';
import { FAQ } from './seed-content-faq';
import { CONTENT_LANGS, marketplaceLinks, toBlocks, type PerLang, type SeedArticle } from './seed-content-types';

/** The tabs of /explore, in order. */
export const ARTICLE_CATEGORIES: { slug: string; names: PerLang<string> }[] = [
  { slug: 'guides', names: { us: 'Guides', de: 'Ratgeber', es: 'Guías', fr: 'Guides', it: 'Guide', jp: 'ガイド', nl: 'Gidsen', pl: 'Poradniki', se: 'Guider' } },
  { slug: 'news', names: { us: 'News', de: 'Neuigkeiten', es: 'Novedades', fr: 'Actualités', it: 'Novità', jp: 'ニュース', nl: 'Nieuws', pl: 'Aktualności', se: 'Nyheter' } },
  { slug: 'reviews', names: { us: 'Reviews', de: 'Testberichte', es: 'Análisis', fr: 'Tests', it: 'Recensioni', jp: 'レビュー', nl: 'Reviews', pl: 'Recenzje', se: 'Recensioner' } },
];

export const ARTICLES: SeedArticle[] = [...GUIDE_ARTICLES, ...NEWS_ARTICLES, ...REVIEW_ARTICLES];

/**
 * Loads articles, FAQ and downloads. Idempotent like the rest of the seed: rows are found by their
 * natural key (slug, file name) and created when missing; existing rows, which an editor may have
 * changed, are left alone.
 */
export async function seedContent(db: Db): Promise<{ articles: number; faq: number; downloads: number }> {
  const categoryIds = new Map<string, number>();
  for (const [order, c] of ARTICLE_CATEGORIES.entries()) {
    const category = await db.articleCategory.upsert({
      where: { slug: c.slug },
      create: { slug: c.slug, sortOrder: order, texts: { create: CONTENT_LANGS.map((lang) => ({ lang, name: c.names[lang] })) } },
      update: {},
    });
    categoryIds.set(c.slug, category.id);
  }

  for (const a of ARTICLES) {
    const categoryId = categoryIds.get(a.category);
    if (categoryId === undefined) throw new Error(`article ${a.slug}: unknown category ${a.category}`);
    await db.article.upsert({
      where: { slug: a.slug },
      create: {
        slug: a.slug,
        categoryId,
        coverImage: `/images/articles/${a.slug}.svg`,
        publishedAt: new Date(`${a.date}T00:00:00Z`),
        texts: {
          create: CONTENT_LANGS.map((lang) => ({ lang, title: a.texts[lang].title, summary: a.texts[lang].summary, body: toBlocks(a.texts[lang].body) })),
        },
        products: {
          create: a.products.map((p, order) => ({ modelName: p.modelName, discount: p.discount, image: p.image, links: marketplaceLinks(p.modelName), sortOrder: order })),
        },
      },
      update: {},
    });
  }

  for (const [order, f] of FAQ.entries()) {
    await db.faqEntry.upsert({
      where: { slug: f.slug },
      create: {
        slug: f.slug,
        group: f.group,
        sortOrder: order,
        texts: { create: CONTENT_LANGS.map((lang) => ({ lang, question: f.texts[lang][0], answer: f.texts[lang][1] })) },
      },
      update: {},
    });
  }

  for (const [order, d] of DOWNLOADS.entries()) {
    await db.download.upsert({
      where: { fileName: d.fileName },
      create: {
        fileName: d.fileName,
        kind: d.kind,
        fileLang: d.fileLang,
        sizeBytes: d.sizeBytes,
        url: `/downloads/${d.fileName}`,
        version: d.version,
        publishedAt: new Date(`${d.date}T00:00:00Z`),
        sortOrder: order,
        texts: { create: CONTENT_LANGS.map((lang) => ({ lang, title: d.titles[lang] })) },
      },
      update: {},
    });
  }
  return { articles: ARTICLES.length, faq: FAQ.length, downloads: DOWNLOADS.length };
}
