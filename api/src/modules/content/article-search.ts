import { toLang } from '@voltline/locales';
import { Prisma, type Db } from '@voltline/db';
import type { ArticleSummary } from '@voltline/contracts';
import { articleColumns, articleFrom, articleSummaryFromRow, type ArticleRow } from './service';
import { TEXT_SEARCH_CONFIG } from '../../lib/text-search';

/** Below this trigram word similarity a title or summary is not taken as a typo of the text. */
const TYPO_SIMILARITY = 0.4;

export interface ArticleSearchInput {
  lang: string;
  text: string;
  page: number;
  pageSize: number;
}

export type ArticleSearchRow = ArticleSummary;

/**
 * Articles of one language matching a visitor's text, best first. Three ways to match, so that
 * the site search finds what people mean:
 * - full-text search with the language's configuration (stems: "chargers" finds "charger",
 *   "Ladegeräte" finds "Ladegerät"); the title weighs more than the summary, the summary more
 *   than the body;
 * - pg_trgm word similarity on title and summary, for typos ("chager");
 * - a plain substring match, for languages written without spaces and for model names (VL-GC65).
 */
export async function searchArticles(db: Db, input: ArticleSearchInput): Promise<{ rows: ArticleSearchRow[]; total: number }> {
  const text = input.text.trim().slice(0, 100);
  if (!text) return { rows: [], total: 0 };
  const config = TEXT_SEARCH_CONFIG[toLang(input.lang)];
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const from = articleFrom(input.lang);
  // The body's words: the text of every block and the items of lists (not the JSON keys).
  const bodyText = Prisma.sql`coalesce((SELECT string_agg(coalesce(b->>'text', (SELECT string_agg(i, ' ') FROM jsonb_array_elements_text(b->'items') i)), ' ') FROM jsonb_array_elements(t.body) b), '')`;
  const matched = Prisma.sql`
    WITH q AS (SELECT websearch_to_tsquery(${config}::regconfig, ${text}) AS tsq),
    m AS (
      SELECT ${articleColumns}, a.published_at,
        d.doc @@ q.tsq AS found, ts_rank(d.doc, q.tsq) AS rank,
        greatest(word_similarity(${text}, t.title), word_similarity(${text}, t.summary)) AS likeness,
        (t.title ILIKE ${pattern} OR t.summary ILIKE ${pattern}) AS contains
      ${from}
      CROSS JOIN q
      CROSS JOIN LATERAL (
        SELECT setweight(to_tsvector(${config}::regconfig, t.title), 'A') ||
          setweight(to_tsvector(${config}::regconfig, t.summary), 'B') ||
          setweight(to_tsvector(${config}::regconfig, ${bodyText}), 'C') AS doc
      ) d
    )
    SELECT * FROM m WHERE found OR likeness >= ${TYPO_SIMILARITY} OR contains`;
  const [rows, count] = await Promise.all([
    db.$queryRaw<ArticleRow[]>`${matched}
      ORDER BY (CASE WHEN found THEN 1 + rank * 4 ELSE 0 END + likeness + CASE WHEN contains THEN 0.5 ELSE 0 END) DESC, published_at DESC, id DESC
      LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM (${matched}) s`,
  ]);
  return { rows: rows.map(articleSummaryFromRow), total: Number(count[0]?.total ?? 0) };
}
