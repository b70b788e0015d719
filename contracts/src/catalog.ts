import { z } from 'zod';
import { checkListQuery, listQueryFields, toListQuery, type ListQuery, type ListSpec } from './list-query';
import { safeString, siteIdQuery } from './fields';
import { articleSummarySchema } from './content';
import { Status } from './status';
import { problem } from './problem';

/** Connector codes of products (both ends; `none` for stands without electronics). */
export const CONNECTORS = ['usb-c', 'lightning', 'micro-usb', 'usb-a', 'hdmi', 'jack', 'qi', 'ac', 'car', 'none'] as const;
export const PRODUCT_CATEGORIES = ['cables', 'chargers', 'adapters', 'stands'] as const;

/** product/list: the fields a visitor (or an old client) may filter and sort on. */
export const PRODUCT_LIST_RULES = {
  filters: {
    category: { ops: ['eq', 'ne', 'in'], type: 'text' },
    connector: { ops: ['eq', 'ne', 'in'], type: 'text' },
    connector_a: { ops: ['eq', 'ne', 'in'], type: 'text' },
    connector_b: { ops: ['eq', 'ne', 'in'], type: 'text' },
    colour: { ops: ['eq', 'ne', 'in'], type: 'text' },
    quick_charge: { ops: ['eq', 'ne'], type: 'text' },
    model: { ops: ['eq', 'ne', 'like', 'in'], type: 'text' },
    name: { ops: ['eq', 'like'], type: 'text' },
    wattage: { ops: ['eq', 'ne', 'gt', 'lt'], type: 'number' },
    length_cm: { ops: ['eq', 'ne', 'gt', 'lt'], type: 'number' },
    rating: { ops: ['eq', 'gt', 'lt'], type: 'number' },
    available: { ops: ['eq'], type: 'flag' },
  },
  sorts: ['default', 'name', 'model', 'wattage', 'length_cm', 'rating', 'released_at'],
} as const satisfies ListSpec<string, string>;

type ProductFilterField = keyof typeof PRODUCT_LIST_RULES.filters;
type ProductSortField = (typeof PRODUCT_LIST_RULES.sorts)[number];
export type ProductListQuery = ListQuery<ProductFilterField, ProductSortField>;

export const productListQuery = z
  .object({ site_id: siteIdQuery, ...listQueryFields })
  .superRefine(checkListQuery(PRODUCT_LIST_RULES))
  .transform((q) => ({ site_id: q.site_id, list: toListQuery<ProductFilterField, ProductSortField>(q) }));

export const productCard = z.object({
  id: z.number().int(),
  model: z.string(),
  name: z.string(),
  summary: z.string(),
  category: z.string(),
  connector_a: z.string(),
  connector_b: z.string().nullable(),
  length_cm: z.number().int().nullable(),
  wattage: z.number().int().nullable(),
  colour: z.string(),
  quick_charge: z.string().nullable(),
  rating: z.number(),
  image: z.string(),
  released_at: z.string(),
  /** 1 when sold on the current site's marketplace. */
  available: z.union([z.literal(0), z.literal(1)]),
});
export type ProductCard = z.infer<typeof productCard>;

export const productListData = z.object({
  rows: z.array(productCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ProductListData = z.infer<typeof productListData>;

/** `id` is the numeric id or the model name (VL-CC100), as links and old clients use either. */
export const productRef = z
  .string(problem(Status.idRequired))
  .trim()
  .min(1, problem(Status.idRequired))
  .max(48)
  .regex(/^[\w-]+$/, { error: 'must be a product id or model name' });

export const productInfoQuery = z.object({ id: productRef, site_id: siteIdQuery });

export const listing = z.object({ site: z.string(), marketplace: z.string(), url: z.string(), in_stock: z.boolean() });
export type Listing = z.infer<typeof listing>;

export const productInfo = productCard.extend({
  category_name: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  compatibility: z.array(z.string()),
  images: z.array(z.string()),
  review_count: z.number().int(),
  /** The current site's marketplace listing; null = "Unavailable for your area". */
  listing: listing.nullable(),
});
export type ProductInfo = z.infer<typeof productInfo>;

export const productReviewsQuery = z.object({ id: productRef, site_id: siteIdQuery });

export const productReview = z.object({
  id: z.number().int(),
  lang: z.string(),
  author: z.string(),
  stars: z.number().int(),
  title: z.string(),
  body: z.string(),
  verified: z.boolean(),
  reviewed_at: z.string(),
});
export type ProductReview = z.infer<typeof productReview>;

export const productReviewsData = z.object({
  product: productCard.pick({ id: true, model: true, name: true, image: true, rating: true, category: true }),
  average: z.number(),
  total: z.number().int(),
  /** Count of reviews per star, index 0 = 1 star. */
  histogram: z.array(z.number().int()).length(5),
  rows: z.array(productReview),
});
export type ProductReviewsData = z.infer<typeof productReviewsData>;

export const productCategoryRow = z.object({ slug: z.string(), name: z.string(), description: z.string(), count: z.number().int() });
export type ProductCategoryRow = z.infer<typeof productCategoryRow>;
export const productCategoriesQuery = z.object({ site_id: siteIdQuery });

/** Site search (GET search): one searcher per type; more types register in modules/search. */
export const siteSearchQuery = z.object({
  type: safeString().trim().toLowerCase().min(1).max(16).default('product'),
  search: safeString().trim().max(100).default(''),
  site_id: siteIdQuery,
  page_size: z.coerce.number().int().min(1).max(50).default(20),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuery>;

export const productSearchRow = productCard.pick({ id: true, model: true, name: true, summary: true, image: true, category: true, available: true }).extend({
  rank: z.number(),
});
export type ProductSearchRow = z.infer<typeof productSearchRow>;

/** GET search's answer: a page of ranked rows of the type asked for (products, or article summaries), and how many match in all. */
export const siteSearchResult = z.object({
  rows: z.array(z.union([productSearchRow, articleSummarySchema])),
  total: z.number().int(),
});
export type SiteSearchResult = z.infer<typeof siteSearchResult>;

/** A search suggestion of GET navigation_bar/get_all_key_words ("Everyone is searching"). */
export const suggestionSchema = z.object({ type: z.string(), label: z.string(), value: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
