import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ArticleDetail } from '@voltline/contracts';
import { ApiError } from '../../lib/api';
import { BRAND, breadcrumbList, jsonLd, ogImageUrl, pageMeta, pageUrl } from '../../lib/page-head';
import { ensureSite } from '../../lib/site-store';
import type { RenderEnv } from '../../lib/render-env';
import { articleCategoriesQueryOptions, articleListQueryOptions, articleQueryOptions, faqQueryOptions } from './api';

/**
 * Route loaders and heads of the content pages: the loaders fill the QueryClient with the queries
 * the pages read (same options), so the server renders the data and the browser reuses it.
 */

interface HeadContext {
  i18n: I18n;
  env: RenderEnv;
}

export async function loadArticle(client: QueryClient, code: string | undefined, id: string): Promise<{ site: string; article: ArticleDetail } | undefined> {
  if (!/^\d{1,9}$/.test(id) || Number(id) <= 0) throw notFound();
  const site = await ensureSite(client, code);
  if (!site) return undefined;
  try {
    return { site: site.site, article: await client.ensureQueryData(articleQueryOptions(site.id, Number(id))) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 625) throw notFound();
    throw error;
  }
}

export async function loadExplore(client: QueryClient, code: string | undefined, category: string | undefined, page: number) {
  const site = await ensureSite(client, code);
  if (!site) return { site: code ?? 'us' };
  const { rows } = await client.ensureQueryData(articleCategoriesQueryOptions(site.id));
  const current = category ? rows.find((c) => c.slug === category) : undefined;
  if (category && !current) throw notFound();
  await client.ensureQueryData(articleListQueryOptions(site.id, category, page));
  return { site: site.site, name: current?.name };
}

export async function loadFaq(client: QueryClient, code: string | undefined) {
  const site = await ensureSite(client, code);
  if (!site) return undefined;
  return (await client.ensureQueryData(faqQueryOptions(site.id))).rows;
}

export function articleHead({ i18n, env }: HeadContext, data: { site: string; article: ArticleDetail } | undefined) {
  if (!data) return {};
  const { site, article } = data;
  const path = `/article/${article.id}`;
  const image = article.image.startsWith('http') ? article.image : `${env.publicUrl}${article.image}`;
  return {
    meta: [
      ...pageMeta({
        title: article.title,
        description: article.summary,
        type: 'article',
        image: { url: ogImageUrl(env.publicUrl, 'article', site, article.id), alt: article.title },
      }),
      { property: 'article:published_time', content: article.date },
      { property: 'article:section', content: article.category.name },
    ],
    scripts: [
      jsonLd({
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        image: [image],
        datePublished: article.date,
        articleSection: article.category.name,
        inLanguage: i18n.language,
        mainEntityOfPage: pageUrl(env.publicUrl, path, site),
        author: { '@type': 'Organization', name: BRAND, url: env.publicUrl },
        publisher: { '@type': 'Organization', name: BRAND, logo: { '@type': 'ImageObject', url: `${env.publicUrl}/favicon.svg` } },
      }),
      breadcrumbList(env.publicUrl, site, [
        { name: i18n.t('content.explore.title' as never), path: '/explore' },
        { name: article.category.name, path: `/explore/${article.category.slug}` },
        { name: article.title, path },
      ]),
    ],
  };
}

export function exploreHead({ i18n, env }: HeadContext, path: string, data: { site: string; name?: string } | undefined) {
  if (!data?.name) return {};
  const title = i18n.t('content.explore.title' as never);
  return {
    meta: pageMeta({ title: `${data.name} · ${title}`, description: i18n.t('content.explore.lead' as never) }),
    scripts: [
      breadcrumbList(env.publicUrl, data.site, [
        { name: title, path: '/explore' },
        { name: data.name, path },
      ]),
    ],
  };
}

/** FAQPage of every question of the site's FAQ (the page shows them all). */
export function faqHead(rows: { question: string; answer: string }[] | undefined) {
  if (!rows?.length) return {};
  return {
    scripts: [
      jsonLd({
        '@type': 'FAQPage',
        mainEntity: rows.map((row) => ({ '@type': 'Question', name: row.question, acceptedAnswer: { '@type': 'Answer', text: row.answer } })),
      }),
    ],
  };
}
