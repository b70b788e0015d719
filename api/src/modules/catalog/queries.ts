import { Prisma, type Db } from '@voltline/db';
import type { ListOp, ProductCard, ProductListQuery } from '@voltline/contracts';

/**
 * SQL of the catalogue. Lists read one language with one join (product_text.lang) and the current
 * site's listing with a left join, so a page of products is one query with its total.
 */

/** Filterable fields -> SQL expressions. Only these names reach SQL; values are always parameters. */
const FILTER_COLUMNS: Record<string, Prisma.Sql> = {
  category: Prisma.sql`c.slug`,
  connector_a: Prisma.sql`p.connector_a`,
  connector_b: Prisma.sql`p.connector_b`,
  colour: Prisma.sql`p.colour`,
  quick_charge: Prisma.sql`p.quick_charge`,
  model: Prisma.sql`p.model`,
  name: Prisma.sql`t.name`,
  wattage: Prisma.sql`p.wattage`,
  length_cm: Prisma.sql`p.length_cm`,
  rating: Prisma.sql`p.rating`,
};

const SORT_COLUMNS: Record<string, Prisma.Sql> = {
  default: Prisma.sql`p.sort_order`,
  name: Prisma.sql`t.name`,
  model: Prisma.sql`p.model`,
  wattage: Prisma.sql`p.wattage`,
  length_cm: Prisma.sql`p.length_cm`,
  rating: Prisma.sql`p.rating`,
  released_at: Prisma.sql`p.released_at`,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function compare(column: Prisma.Sql, op: ListOp, values: string[], numeric: boolean): Prisma.Sql {
  const cast = (v: string) => (numeric ? Prisma.sql`${Number(v)}` : Prisma.sql`${v}`);
  const first = values[0] ?? '';
  switch (op) {
    case 'eq':
      return numeric ? Prisma.sql`${column} = ${Number(first)}` : Prisma.sql`lower(${column}) = lower(${first})`;
    case 'ne':
      return numeric ? Prisma.sql`${column} IS DISTINCT FROM ${Number(first)}` : Prisma.sql`lower(${column}) IS DISTINCT FROM lower(${first})`;
    case 'like':
      return Prisma.sql`${column} ILIKE ${`%${escapeLike(first)}%`}`;
    case 'in':
      return numeric
        ? Prisma.sql`${column} IN (${Prisma.join(values.map(cast))})`
        : Prisma.sql`lower(${column}) IN (${Prisma.join(values.map((v) => v.toLowerCase()))})`;
    case 'gt':
      return Prisma.sql`${column} > ${Number(first)}`;
    case 'lt':
      return Prisma.sql`${column} < ${Number(first)}`;
  }
}

function whereOf(filter: ProductListQuery['filter']): Prisma.Sql {
  if (!filter) return Prisma.sql`TRUE`;
  const { field, op, values } = filter;
  if (field === 'available') return values[0] === '1' ? Prisma.sql`l.site IS NOT NULL` : Prisma.sql`l.site IS NULL`;
  if (field === 'connector') {
    // Either end of the product; "ne" means neither end.
    const a = compare(Prisma.sql`p.connector_a`, op, values, false);
    const b = compare(Prisma.sql`p.connector_b`, op, values, false);
    return op === 'ne' ? Prisma.sql`(${a} AND ${b})` : Prisma.sql`(${a} OR ${b})`;
  }
  const numeric = field === 'wattage' || field === 'length_cm' || field === 'rating';
  return compare(FILTER_COLUMNS[field]!, op, values, numeric);
}

interface CardRow {
  id: number;
  model: string;
  name: string;
  summary: string;
  category: string;
  connector_a: string;
  connector_b: string | null;
  length_cm: number | null;
  wattage: number | null;
  colour: string;
  quick_charge: string | null;
  rating: Prisma.Decimal | number;
  image: string | null;
  released_at: Date;
  available: boolean;
  total?: bigint;
}

export const CARD_COLUMNS = Prisma.sql`
  p.id, p.model, t.name, t.summary, c.slug AS category, p.connector_a, p.connector_b, p.length_cm, p.wattage,
  p.colour, p.quick_charge, p.rating, p.images[1] AS image, p.released_at, (l.site IS NOT NULL) AS available`;

export const CARD_FROM = (lang: string, site: string) => Prisma.sql`
  FROM product p
  JOIN product_category c ON c.id = p.category_id
  JOIN product_text t ON t.product_id = p.id AND t.lang = ${lang}
  LEFT JOIN product_listing l ON l.product_id = p.id AND l.site = ${site}`;

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    model: row.model,
    name: row.name,
    summary: row.summary,
    category: row.category,
    connector_a: row.connector_a,
    connector_b: row.connector_b,
    length_cm: row.length_cm,
    wattage: row.wattage,
    colour: row.colour,
    quick_charge: row.quick_charge,
    rating: Number(row.rating),
    image: row.image ?? '',
    released_at: row.released_at.toISOString().slice(0, 10),
    available: row.available ? 1 : 0,
  };
}

export async function listProducts(db: Db, site: string, query: ProductListQuery): Promise<{ rows: ProductCard[]; total: number }> {
  const sort = SORT_COLUMNS[query.sort ?? 'default']!;
  const direction = query.order === 'desc' ? Prisma.sql`DESC NULLS LAST` : Prisma.sql`ASC NULLS LAST`;
  const rows = await db.$queryRaw<CardRow[]>`
    SELECT ${CARD_COLUMNS}, count(*) OVER () AS total
    ${CARD_FROM(site, site)}
    WHERE ${whereOf(query.filter)}
    ORDER BY ${sort} ${direction}, p.sort_order, p.id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
  if (rows.length > 0) return { rows: rows.map(toCard), total: Number(rows[0]!.total) };
  // A page past the end still reports how many there are.
  const [count] = await db.$queryRaw<{ total: bigint }[]>`
    SELECT count(*) AS total ${CARD_FROM(site, site)} WHERE ${whereOf(query.filter)}`;
  return { rows: [], total: Number(count?.total ?? 0) };
}
