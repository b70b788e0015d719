import { z } from 'zod';

/**
 * Content reads (docs/api.md, "content"): article, FAQ and download lists take the list query of docs/product.md
 * §3; the web app reads the same types.
 */

export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_PAGE_SIZE_MAX = 100;

export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  page_size: number;
}

export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('tip'), text: z.string() }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ArticleCategoryDto = z.infer<typeof articleCategorySchema>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  category: articleCategorySchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const discountProductSchema = z.object({
  model_name: z.string(),
  discount: z.number().int(),
  image: z.string(),
  /** The marketplace link for the request's site; empty when the product is not sold there. */
  url: z.string(),
});
export type DiscountProduct = z.infer<typeof discountProductSchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  body: z.array(articleBlockSchema),
  products: z.array(discountProductSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const FAQ_GROUPS = ['warranty', 'delivery', 'products', 'general'] as const;
export type FaqGroupName = (typeof FAQ_GROUPS)[number];

export const faqEntrySchema = z.object({
  id: z.number().int(),
  group: z.enum(FAQ_GROUPS),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntryDto = z.infer<typeof faqEntrySchema>;

export const DOWNLOAD_KINDS = ['manual', 'firmware', 'driver', 'spec_sheet'] as const;
export type DownloadKindName = (typeof DOWNLOAD_KINDS)[number];

export const downloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(DOWNLOAD_KINDS),
  file_name: z.string(),
  /** Language of the document ("en", "de"...; "multi" for a multilingual one). */
  language: z.string(),
  size: z.number().int(),
  url: z.string(),
  version: z.string(),
  date: z.string(),
});
export type DownloadDto = z.infer<typeof downloadSchema>;

export function listPageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
}
