import { Prisma, type Db } from '@voltline/db';
import type { Lang } from '@voltline/locales';
import type { ProductSearchRow } from '@voltline/contracts';
import { toCard } from './queries';
import { TEXT_SEARCH_CONFIG } from '../../lib/text-search';

/** Below this trigram word similarity a name is not offered as a typo match. */
const TYPO_THRESHOLD = 0.45;

export interface SearchInput {
  search: string;
  lang: Lang;
  page: number;
  pageSize: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Ranked product search in the site's language. A product matches by full-text search over its
 * name and model (weight A), summary (B), description, highlights and compatible devices (C); by
 * substring of name or model; or, for typos ("lightnig"), by trigram word similarity of the name.
 * Full-text rank counts most, then trigram similarity, so exact words beat near misses.
 *
 * The catalogue holds tens of products per language, so the document is computed per query
 * rather than indexed; a catalogue in the thousands would add a generated tsvector column.
 */
export async function searchProducts(db: Db, input: SearchInput): Promise<{ rows: ProductSearchRow[]; total: number }> {
  const search = input.search.trim();
  if (!search) return { rows: [], total: 0 };
  const config = Prisma.sql`${TEXT_SEARCH_CONFIG[input.lang]}::regconfig`;
  const site = input.lang;
  const like = `%${escapeLike(search)}%`;
  const rows = await db.$queryRaw<(Parameters<typeof toCard>[0] & { rank: number; total: bigint })[]>`
    WITH q AS (SELECT websearch_to_tsquery(${config}, ${search}) AS query),
    docs AS (
      SELECT p.id, p.model, t.name, t.summary, c.slug AS category, p.connector_a, p.connector_b, p.length_cm, p.wattage,
             p.colour, p.quick_charge, p.rating, p.images[1] AS image, p.released_at, (l.site IS NOT NULL) AS available,
             p.sort_order,
             setweight(to_tsvector(${config}, t.name || ' ' || p.model), 'A')
               || setweight(to_tsvector(${config}, t.summary), 'B')
               || setweight(to_tsvector(${config}, t.description || ' ' || array_to_string(t.highlights, ' ') || ' ' || array_to_string(p.compatibility, ' ')), 'C') AS doc
      FROM product p
      JOIN product_category c ON c.id = p.category_id
      JOIN product_text t ON t.product_id = p.id AND t.lang = ${input.lang}
      LEFT JOIN product_listing l ON l.product_id = p.id AND l.site = ${site}
    ),
    scored AS (
      SELECT d.*,
             ts_rank_cd(d.doc, q.query) AS fts,
             greatest(word_similarity(${search}, d.name), similarity(${search}, d.model)) AS trgm,
             (d.name ILIKE ${like} OR d.model ILIKE ${like}) AS substring
      FROM docs d, q
    )
    SELECT id, model, name, summary, category, connector_a, connector_b, length_cm, wattage, colour, quick_charge, rating,
           image, released_at, available, (fts * 10 + trgm + CASE WHEN substring THEN 0.5 ELSE 0 END)::float8 AS rank, count(*) OVER () AS total
    FROM scored
    WHERE fts > 0 OR substring OR trgm >= ${TYPO_THRESHOLD}
    ORDER BY rank DESC, sort_order, id
    LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`;
  return {
    rows: rows.map((row) => {
      const card = toCard(row);
      return {
        id: card.id,
        model: card.model,
        name: card.name,
        summary: card.summary,
        image: card.image,
        category: card.category,
        available: card.available,
        rank: Math.round(row.rank * 1000) / 1000,
      };
    }),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}
