import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '../../lib/api';
import {
  HOME_PRODUCTS,
  catalogueListParams,
  productCategoriesQueryOptions,
  productInfoQueryOptions,
  productListQueryOptions,
  type ProductInfo,
} from '../../lib/catalogue-api';
import { BRAND, breadcrumbList, jsonLd, ogImageUrl, pageMeta, pageUrl } from '../../lib/page-head';
import { ensureSite } from '../../lib/site-store';
import type { RenderEnv } from '../../lib/render-env';

/**
 * Route loaders and heads of the shop: the loaders fill the QueryClient with exactly the queries
 * the pages read (same options), so the server renders the data and the browser reuses it.
 */

/**
 * What the api takes as a product id or model name (`productRef` of contracts/src/catalog.ts; the
 * contracts are not imported here, they would weigh on every page's first script).
 */
const PRODUCT_REF = /^[\w-]{1,48}$/;

/** A missing product or category (625) is the route's 404. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 625) throw notFound();
    throw error;
  }
}

export async function loadHome(client: QueryClient, code: string | undefined): Promise<void> {
  const site = await ensureSite(client, code);
  if (!site) return;
  await Promise.all([client.ensureQueryData(productCategoriesQueryOptions(site.id)), client.ensureQueryData(productListQueryOptions(site.id, HOME_PRODUCTS))]);
}

export async function loadCatalogue(
  client: QueryClient,
  code: string | undefined,
  category?: string,
): Promise<{ site: string; name?: string; description?: string }> {
  const site = await ensureSite(client, code);
  if (!site) return { site: code ?? 'us' };
  const [categories] = await Promise.all([
    client.ensureQueryData(productCategoriesQueryOptions(site.id)),
    client.ensureQueryData(productListQueryOptions(site.id, catalogueListParams(category, 'default', 1))),
  ]);
  if (!category) return { site: site.site };
  const current = categories.find((c) => c.slug === category);
  if (!current) throw notFound();
  return { site: site.site, name: current.name, description: current.description };
}

export async function loadProduct(client: QueryClient, code: string | undefined, id: string): Promise<{ site: string; product: ProductInfo } | undefined> {
  // An address no product can have (a quote, a NUL) is a missing product, not a refused call.
  if (!PRODUCT_REF.test(id.trim())) throw notFound();
  const site = await ensureSite(client, code);
  if (!site) return undefined;
  const product = await orNotFound(client.ensureQueryData(productInfoQueryOptions(site.id, id)));
  return { site: site.site, product };
}

interface HeadContext {
  i18n: I18n;
  env: RenderEnv;
}

export function categoryHead({ i18n, env }: HeadContext, path: string, data: { site: string; name?: string; description?: string } | undefined) {
  if (!data?.name) return {};
  const t = (key: string) => i18n.t(key as never);
  return {
    meta: pageMeta({ title: data.name, description: data.description || t('shop.intro') }),
    scripts: [
      breadcrumbList(env.publicUrl, data.site, [
        { name: t('shop.all_products'), path: '/products' },
        { name: data.name, path },
      ]),
    ],
  };
}

export function productHead({ i18n, env }: HeadContext, data: { site: string; product: ProductInfo } | undefined) {
  if (!data) return {};
  const { site, product } = data;
  const path = `/product/${encodeURIComponent(product.model.toLowerCase())}`;
  const image = (src: string) => (src.startsWith('http') ? src : `${env.publicUrl}${src}`);
  const description = product.summary || product.description;
  return {
    meta: pageMeta({
      title: product.name,
      description,
      type: 'product',
      image: { url: ogImageUrl(env.publicUrl, 'product', site, product.model), alt: product.name },
    }),
    scripts: [
      jsonLd({
        '@type': 'Product',
        name: product.name,
        description,
        sku: product.model,
        mpn: product.model,
        brand: { '@type': 'Brand', name: BRAND },
        image: (product.images.length > 0 ? product.images : [product.image]).map(image),
        url: pageUrl(env.publicUrl, path, site),
        category: product.category_name,
        ...(product.review_count > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.review_count, bestRating: 5, worstRating: 1 } }
          : {}),
      }),
      breadcrumbList(env.publicUrl, site, [
        { name: i18n.t('shop.all_products' as never), path: '/products' },
        { name: product.category_name, path: `/products/${product.category}` },
        { name: product.name, path },
      ]),
    ],
  };
}
