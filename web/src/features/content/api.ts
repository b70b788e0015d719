import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleCategoryDto, ArticleDetail, ArticleSummary, DownloadDto, FaqEntryDto, ListPage } from '@voltline/contracts';
import { apiGet } from '../../lib/api';
import { SITE_CONTENT_STALE_MS } from '../../lib/constants';

/** Content reads (docs/api.md): article lists and categories, one article, the FAQ and the downloads. */

export const ARTICLES_PER_PAGE = 9;

export function articleListQueryOptions(siteId: number, category: string | undefined, page: number) {
  return queryOptions({
    queryKey: ['content', 'articles', siteId, category ?? '', page],
    queryFn: ({ signal }) =>
      apiGet<ListPage<ArticleSummary>>(
        '/article/list',
        { site_id: siteId, page, page_size: ARTICLES_PER_PAGE, ...(category ? { filter: 'category', op: 'eq', value: category } : {}) },
        signal,
      ),
    staleTime: SITE_CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(siteId: number | undefined, category: string | undefined, page: number) {
  return useQuery({ ...articleListQueryOptions(siteId ?? 0, category, page), enabled: siteId !== undefined });
}

export function articleCategoriesQueryOptions(siteId: number | undefined) {
  return queryOptions({
    queryKey: ['content', 'categories', siteId],
    queryFn: ({ signal }) => apiGet<{ rows: ArticleCategoryDto[] }>('/article_category/list', { site_id: siteId }, signal),
    staleTime: SITE_CONTENT_STALE_MS,
    enabled: siteId !== undefined,
  });
}

export function useArticleCategories(siteId: number | undefined) {
  return useQuery({ ...articleCategoriesQueryOptions(siteId), select: (data) => data.rows });
}

export function articleQueryOptions(siteId: number | undefined, id: number) {
  return queryOptions({
    queryKey: ['content', 'article', siteId, id],
    queryFn: ({ signal }) => apiGet<ArticleDetail>('/article/info', { id, site_id: siteId }, signal),
    staleTime: SITE_CONTENT_STALE_MS,
    enabled: siteId !== undefined && Number.isInteger(id) && id > 0,
    meta: { inlineErrors: true },
    retry: false,
  });
}

export function useArticle(siteId: number | undefined, id: number) {
  return useQuery(articleQueryOptions(siteId, id));
}

/** The newest articles besides the one being read (the "keep reading" strip). */
export function useRelatedArticles(siteId: number | undefined, category: string | undefined, excludeId: number) {
  return useQuery({
    queryKey: ['content', 'related', siteId, category, excludeId],
    queryFn: ({ signal }) =>
      apiGet<ListPage<ArticleSummary>>('/article/list', { site_id: siteId, page_size: 4, filter: 'category', op: 'eq', value: category }, signal),
    staleTime: SITE_CONTENT_STALE_MS,
    enabled: siteId !== undefined && Boolean(category),
    select: (data) => data.rows.filter((a) => a.id !== excludeId).slice(0, 3),
  });
}

export function faqQueryOptions(siteId: number | undefined) {
  return queryOptions({
    queryKey: ['content', 'faq', siteId],
    queryFn: ({ signal }) => apiGet<ListPage<FaqEntryDto>>('/faq/list', { site_id: siteId, page_size: 100 }, signal),
    staleTime: SITE_CONTENT_STALE_MS,
    enabled: siteId !== undefined,
  });
}

export function useFaq(siteId: number | undefined) {
  return useQuery({ ...faqQueryOptions(siteId), select: (data) => data.rows });
}

export function downloadsQueryOptions(siteId: number | undefined) {
  return queryOptions({
    queryKey: ['content', 'downloads', siteId],
    queryFn: ({ signal }) => apiGet<ListPage<DownloadDto>>('/download/list', { site_id: siteId, page_size: 100 }, signal),
    staleTime: SITE_CONTENT_STALE_MS,
    enabled: siteId !== undefined,
  });
}

export function useDownloads(siteId: number | undefined) {
  return useQuery({ ...downloadsQueryOptions(siteId), select: (data) => data.rows });
}
