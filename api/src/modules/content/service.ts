import { Prisma, type Db } from '@voltline/db';
import {
  DOWNLOAD_KINDS,
  FAQ_GROUPS,
  articleBlockSchema,
  type ArticleCategoryDto,
  type ArticleDetail,
  type ArticleSummary,
  type DownloadDto,
  type FaqEntryDto,
  type ListPage,
} from '@voltline/contracts';
import { listSql, type ListQuery, type ListSpec } from './list-query';

/**
 * Reads of the content tables in one language (a site code: us de es fr it jp nl pl se). Lists
 * are one SQL statement for the page and one for the total, built from each list's whitelist.
 */

export const ARTICLE_LIST = {
  fields: {
    id: { column: Prisma.sql`a.id`, type: { kind: 'int' }, ops: ['eq', 'ne', 'in', 'gt', 'lt'] },
    category: { column: Prisma.sql`c.slug`, type: { kind: 'text' }, ops: ['eq', 'ne', 'in'] },
    category_id: { column: Prisma.sql`c.id`, type: { kind: 'int' }, ops: ['eq', 'ne', 'in'] },
    title: { column: Prisma.sql`t.title`, type: { kind: 'text' }, ops: ['eq', 'like'] },
    date: { column: Prisma.sql`a.published_at`, type: { kind: 'date' }, ops: ['eq', 'gt', 'lt'] },
  },
  sorts: { date: Prisma.sql`a.published_at`, id: Prisma.sql`a.id`, title: Prisma.sql`t.title` },
  defaultSort: 'date',
  defaultOrder: 'desc',
  tieBreaker: Prisma.sql`a.id`,
} as const satisfies ListSpec<string, string>;

export const FAQ_LIST = {
  fields: {
    id: { column: Prisma.sql`f.id`, type: { kind: 'int' }, ops: ['eq', 'ne', 'in', 'gt', 'lt'] },
    group: { column: Prisma.sql`f."group"::text`, type: { kind: 'enum', values: FAQ_GROUPS }, ops: ['eq', 'ne', 'in'] },
    question: { column: Prisma.sql`t.question`, type: { kind: 'text' }, ops: ['eq', 'like'] },
  },
  sorts: { order: Prisma.sql`f.sort_order`, id: Prisma.sql`f.id`, group: Prisma.sql`f."group"`, question: Prisma.sql`t.question` },
  defaultSort: 'order',
  defaultOrder: 'asc',
  tieBreaker: Prisma.sql`f.id`,
} as const satisfies ListSpec<string, string>;

export const DOWNLOAD_LIST = {
  fields: {
    id: { column: Prisma.sql`d.id`, type: { kind: 'int' }, ops: ['eq', 'ne', 'in', 'gt', 'lt'] },
    kind: { column: Prisma.sql`d.kind::text`, type: { kind: 'enum', values: DOWNLOAD_KINDS }, ops: ['eq', 'ne', 'in'] },
    language: { column: Prisma.sql`d.file_lang`, type: { kind: 'text' }, ops: ['eq', 'ne', 'in'] },
    size: { column: Prisma.sql`d.size_bytes`, type: { kind: 'int' }, ops: ['eq', 'gt', 'lt'] },
    title: { column: Prisma.sql`t.title`, type: { kind: 'text' }, ops: ['eq', 'like'] },
    date: { column: Prisma.sql`d.published_at`, type: { kind: 'date' }, ops: ['eq', 'gt', 'lt'] },
  },
  sorts: {
    order: Prisma.sql`d.sort_order`,
    id: Prisma.sql`d.id`,
    title: Prisma.sql`t.title`,
    size: Prisma.sql`d.size_bytes`,
    date: Prisma.sql`d.published_at`,
  },
  defaultSort: 'order',
  defaultOrder: 'asc',
  tieBreaker: Prisma.sql`d.id`,
} as const satisfies ListSpec<string, string>;

type Fields<T> = T extends ListSpec<infer F, string> ? F : never;
type Sorts<T> = T extends ListSpec<string, infer S> ? S : never;
export type ArticleListQuery = ListQuery<Fields<typeof ARTICLE_LIST>, Sorts<typeof ARTICLE_LIST>>;
export type FaqListQuery = ListQuery<Fields<typeof FAQ_LIST>, Sorts<typeof FAQ_LIST>>;
export type DownloadListQuery = ListQuery<Fields<typeof DOWNLOAD_LIST>, Sorts<typeof DOWNLOAD_LIST>>;

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  image: string;
  date: string;
  category_id: number;
  category_slug: string;
  category_name: string;
}

const toSummary = (r: ArticleRow): ArticleSummary => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  image: r.image,
  date: r.date,
  category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
});

/** The article rows of one language; shared by the list, the info and the search. */
export const articleFrom = (lang: string) => Prisma.sql`
  FROM article a
  JOIN article_text t ON t.article_id = a.id AND t.lang = ${lang}
  JOIN article_category c ON c.id = a.category_id
  JOIN article_category_text ct ON ct.category_id = c.id AND ct.lang = ${lang}`;

export const articleColumns = Prisma.sql`
  a.id, t.title, t.summary, a.cover_image AS image, to_char(a.published_at, 'YYYY-MM-DD') AS date,
  c.id AS category_id, c.slug AS category_slug, ct.name AS category_name`;

export { toSummary as articleSummaryFromRow, type ArticleRow };

async function page<T>(
  db: Db,
  select: Prisma.Sql,
  from: Prisma.Sql,
  sql: ReturnType<typeof listSql>,
  q: { page: number; page_size: number },
  map: (row: never) => T,
): Promise<ListPage<T>> {
  const [rows, count] = await Promise.all([
    db.$queryRaw<never[]>`SELECT ${select} ${from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${sql.limit} OFFSET ${sql.offset}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total ${from} WHERE ${sql.where}`,
  ]);
  return { rows: rows.map(map), total: Number(count[0]?.total ?? 0), page: q.page, page_size: q.page_size };
}

export function listArticles(db: Db, lang: string, q: ArticleListQuery): Promise<ListPage<ArticleSummary>> {
  return page(db, articleColumns, articleFrom(lang), listSql(ARTICLE_LIST, q), q, toSummary);
}

export async function listArticleCategories(db: Db, lang: string): Promise<ArticleCategoryDto[]> {
  return db.$queryRaw<ArticleCategoryDto[]>`
    SELECT c.id, c.slug, ct.name FROM article_category c
    JOIN article_category_text ct ON ct.category_id = c.id AND ct.lang = ${lang}
    ORDER BY c.sort_order, c.id`;
}

/** One article with its body and discount products (marketplace link of the given site), or null. */
export async function articleInfo(db: Db, lang: string, site: string, id: number): Promise<ArticleDetail | null> {
  const rows = await db.$queryRaw<(ArticleRow & { body: unknown })[]>`SELECT ${articleColumns}, t.body ${articleFrom(lang)} WHERE a.id = ${id}`;
  const row = rows[0];
  if (!row) return null;
  const products = await db.articleDiscountProduct.findMany({ where: { articleId: id }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  // Bodies are data an editor writes; a block the web app could not render is dropped, not sent.
  const body = Array.isArray(row.body) ? row.body.flatMap((b) => (articleBlockSchema.safeParse(b).success ? [articleBlockSchema.parse(b)] : [])) : [];
  return {
    ...toSummary(row),
    body,
    products: products.map((p) => {
      const links = (p.links ?? {}) as Record<string, unknown>;
      const url = typeof links[site] === 'string' ? (links[site] as string) : '';
      return { model_name: p.modelName, discount: p.discount, image: p.image, url };
    }),
  };
}

export function listFaq(db: Db, lang: string, q: FaqListQuery): Promise<ListPage<FaqEntryDto>> {
  const from = Prisma.sql`FROM faq_entry f JOIN faq_text t ON t.faq_id = f.id AND t.lang = ${lang}`;
  const select = Prisma.sql`f.id, f."group"::text AS "group", t.question, t.answer`;
  return page(db, select, from, listSql(FAQ_LIST, q), q, (r: FaqEntryDto) => r);
}

export function listDownloads(db: Db, lang: string, q: DownloadListQuery): Promise<ListPage<DownloadDto>> {
  const from = Prisma.sql`FROM download d JOIN download_text t ON t.download_id = d.id AND t.lang = ${lang}`;
  const select = Prisma.sql`d.id, t.title, d.kind::text AS kind, d.file_name, d.file_lang AS language, d.size_bytes AS size, d.url, d.version,
    to_char(d.published_at, 'YYYY-MM-DD') AS date`;
  return page(db, select, from, listSql(DOWNLOAD_LIST, q), q, (r: DownloadDto) => r);
}
