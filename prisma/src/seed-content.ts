import type { Db } from './index';
import { loadSeedContent } from './seed-content-data';
import { CONTENT_LANGS, marketplaceLinks, toBlocks } from './seed-content-types';

/**
 * Loads articles, FAQ and downloads (read from prisma/content, see seed-content-data.ts; the tabs of
 * /explore come in the order the content lists them). Idempotent like the rest of the seed: rows are found by their
 * natural key (slug, file name) and created when missing; existing rows, which an editor may have
 * changed, are left alone.
 */
export async function seedContent(db: Db): Promise<{ articles: number; faq: number; downloads: number }> {
  const { categories, articles, faq, downloads } = loadSeedContent();
  const categoryIds = new Map<string, number>();
  for (const [order, c] of categories.entries()) {
    const category = await db.articleCategory.upsert({
      where: { slug: c.slug },
      create: { slug: c.slug, sortOrder: order, texts: { create: CONTENT_LANGS.map((lang) => ({ lang, name: c.names[lang] })) } },
      update: {},
    });
    categoryIds.set(c.slug, category.id);
  }

  for (const a of articles) {
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
          create: a.products.map((p, order) => ({
            modelName: p.modelName,
            discount: p.discount,
            image: p.image,
            links: marketplaceLinks(p.modelName),
            sortOrder: order,
          })),
        },
      },
      update: {},
    });
  }

  for (const [order, f] of faq.entries()) {
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

  for (const [order, d] of downloads.entries()) {
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
  return { articles: articles.length, faq: faq.length, downloads: downloads.length };
}
