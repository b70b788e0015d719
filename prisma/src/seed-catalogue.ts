import { BCP47 } from '@voltline/locales/languages';
import type { Db } from './index';
import { MARKETPLACES, MARKETPLACE_CAMPAIGN_LINKS, PRODUCTS, CATEGORY_SLUGS, marketplaceUrl, type SeedProduct } from './seed-catalogue-products';
import { LANGS, loadCatalogueTexts, type CatalogueLang, type CatalogueTexts } from './seed-catalogue-texts';

const CONNECTOR_NAMES: Record<string, string> = { 'usb-c': 'USB-C', 'usb-a': 'USB-A', lightning: 'Lightning', 'micro-usb': 'micro-USB' };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function productText(t: CatalogueTexts, p: SeedProduct, lang: CatalogueLang) {
  const len = p.lengthCm === null ? '' : `${new Intl.NumberFormat(BCP47[lang]).format(p.lengthCm / 100)} m`;
  const colour = (t.colours[p.colour]?.[lang] ?? p.colour).toLocaleLowerCase(BCP47[lang]);
  const highlights = p.highlights.map((key) => {
    const phrase = t.highlights[key];
    if (!phrase) throw new Error(`seed: unknown highlight ${key} on ${p.model}`);
    return phrase[lang];
  });
  if (p.category === 'cables') {
    const a = CONNECTOR_NAMES[p.connectorA] ?? p.connectorA;
    const b = CONNECTOR_NAMES[p.connectorB ?? ''] ?? p.connectorB ?? '';
    const summary = t.cableSummary[p.connectorB ?? ''];
    if (!summary) throw new Error(`seed: no cable summary for ${p.model}`);
    return {
      name: fill(t.cableName[lang], { a, b, len }),
      summary: fill(summary[lang], { w: String(p.wattage ?? '') }),
      description: fill(t.cableDescription[lang], { len, colour }),
      highlights,
    };
  }
  const texts = t.productTexts[p.model];
  const description = t.categoryDescription[p.category];
  if (!texts || !description) throw new Error(`seed: no texts for ${p.model}`);
  return { name: texts.name[lang], summary: texts.summary[lang], description: description[lang], highlights };
}

/** Two images per product, drawn for the project (web/public/img/products, see scripts there). */
export function productImages(model: string): string[] {
  const base = `/img/products/${model.toLowerCase()}`;
  return [`${base}.svg`, `${base}-detail.svg`];
}

/**
 * Loads the catalogue: categories, products, their texts in nine languages, marketplace listings
 * and reviews. Idempotent: everything is upserted by natural keys (slug, model, site, author) and
 * existing rows are left as an operator may have edited them.
 */
export async function seedCatalogue(db: Db): Promise<{ categories: number; products: number }> {
  const catalogueTexts = loadCatalogueTexts();
  const categoryIds = new Map<string, number>();
  for (const [order, slug] of CATEGORY_SLUGS.entries()) {
    const category = await db.productCategory.upsert({ where: { slug }, create: { slug, sortOrder: order }, update: {} });
    categoryIds.set(slug, category.id);
    const texts = catalogueTexts.categoryTexts[slug]!;
    for (const lang of LANGS) {
      await db.productCategoryText.upsert({
        where: { categoryId_lang: { categoryId: category.id, lang } },
        create: { categoryId: category.id, lang, name: texts.name[lang], description: texts.description[lang] },
        update: {},
      });
    }
  }

  for (const [order, p] of PRODUCTS.entries()) {
    const product = await db.product.upsert({
      where: { model: p.model },
      create: {
        model: p.model,
        categoryId: categoryIds.get(p.category)!,
        connectorA: p.connectorA,
        connectorB: p.connectorB,
        lengthCm: p.lengthCm,
        wattage: p.wattage,
        colour: p.colour,
        quickCharge: p.quickCharge,
        specs: p.specs as unknown as object,
        compatibility: p.compatibility,
        images: productImages(p.model),
        rating: p.rating,
        releasedAt: new Date(`${p.releasedAt}T00:00:00Z`),
        sortOrder: order,
      },
      update: {},
    });
    for (const lang of LANGS) {
      const text = productText(catalogueTexts, p, lang);
      await db.productText.upsert({
        where: { productId_lang: { productId: product.id, lang } },
        create: { productId: product.id, lang, ...text },
        update: {},
      });
    }
    for (const site of p.sites) {
      await db.productListing.upsert({
        where: { productId_site: { productId: product.id, site } },
        create: { productId: product.id, site, marketplace: MARKETPLACES[site]!, url: marketplaceUrl(site, p.model), inStock: !p.outOfStock?.includes(site) },
        update: {},
      });
    }
    await seedReviews(db, catalogueTexts, product.id, p, order);
  }
  for (const link of MARKETPLACE_CAMPAIGN_LINKS) {
    await db.marketplaceCampaignLink.upsert({
      where: { marketplace_campaign: { marketplace: link.marketplace, campaign: link.campaign } },
      create: link,
      update: {},
    });
  }
  return { categories: CATEGORY_SLUGS.length, products: PRODUCTS.length };
}

/**
 * Three reviews per product: one in English and two in languages of sites where it is sold,
 * rotating so that every language gets reviews across the catalogue.
 */
async function seedReviews(db: Db, catalogueTexts: CatalogueTexts, productId: number, p: SeedProduct, order: number) {
  const pool = catalogueTexts.reviews[p.category]!;
  const others = p.sites.filter((s): s is CatalogueLang => s !== 'us' && (LANGS as readonly string[]).includes(s));
  const picked: CatalogueLang[] = ['us', others[order % others.length]!, others[(order + 3) % others.length]!];
  const langs = picked.filter((lang, index) => picked.indexOf(lang) === index);
  for (const [index, lang] of langs.entries()) {
    const review = pool[(order + index) % pool.length]!;
    const reviewers = catalogueTexts.reviewers[lang];
    const author = reviewers[(order + index) % reviewers.length]!;
    const day = new Date(Date.UTC(2025, (order * 2 + index * 3) % 12, 1 + ((order * 7 + index * 11) % 27)));
    await db.productReview.upsert({
      where: { productId_lang_author: { productId, lang, author } },
      create: { productId, lang, author, stars: review.stars, title: review.title[lang], body: review.body[lang], reviewedAt: day },
      update: {},
    });
  }
}
