import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';
import { SITE_CONTENT_STALE_MS } from './constants';
import type { Listing, ProductCard, ProductCategoryRow, ProductInfo, ProductListData, ProductReview, ProductReviewsData } from '@voltline/contracts';

/**
 * The catalogue reads (docs/api.md: product/list, product/info, product/reviews, product/categories).
 * Shared by the home page, the shop pages and the search page. The types are the contracts' own
 * (contracts/src/catalog.ts), the ones the api's answers are checked against.
 */
export type { Listing, ProductCard, ProductInfo, ProductReview };
export type ProductPage = ProductListData;
export type ProductReviews = ProductReviewsData;
export type ProductCategory = ProductCategoryRow;

export interface ProductListParams {
  filter?: string;
  op?: string;
  value?: string;
  page?: number;
  page_size?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The products the home page lists (its route loader fetches the same on the server). */
export const HOME_PRODUCTS: ProductListParams = { page_size: 100, sort: 'rating', order: 'desc' };

export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_SORTS = ['default', 'name', 'rating', 'released_at', 'wattage'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** One page of /products or /products/{category} (its route loader asks for the first one). */
export function catalogueListParams(category: string | undefined, sort: CatalogueSort, page: number): ProductListParams {
  const descending = sort === 'rating' || sort === 'released_at' || sort === 'wattage';
  return {
    ...(category ? { filter: 'category', op: 'eq', value: category } : {}),
    sort,
    order: descending ? 'desc' : 'asc',
    page,
    page_size: CATALOGUE_PAGE_SIZE,
  };
}

export const productListQueryOptions = (siteId: number | undefined, params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', siteId, params],
    queryFn: ({ signal }) => apiGet<ProductPage>('/product/list', { site_id: siteId, ...params }, signal),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const productInfoQueryOptions = (siteId: number | undefined, id: string) =>
  queryOptions({
    queryKey: ['product', siteId, id.toLowerCase()],
    queryFn: ({ signal }) => apiGet<ProductInfo>('/product/info', { site_id: siteId, id }, signal),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
    retry: false,
  });

export const productReviewsQueryOptions = (siteId: number | undefined, id: string) =>
  queryOptions({
    queryKey: ['product-reviews', siteId, id.toLowerCase()],
    queryFn: ({ signal }) => apiGet<ProductReviews>('/product/reviews', { site_id: siteId, id }, signal),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
    retry: false,
  });

export const productCategoriesQueryOptions = (siteId: number | undefined) =>
  queryOptions({
    queryKey: ['product-categories', siteId],
    queryFn: ({ signal }) => apiGet<ProductCategory[]>('/product/categories', { site_id: siteId }, signal),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
  });

/** The address of a product's page and of its reviews (model names make readable links). */
export const productPath = (model: string) => `/product/${model.toLowerCase()}`;
export const reviewsPath = (model: string) => `/comment/${model.toLowerCase()}`;
