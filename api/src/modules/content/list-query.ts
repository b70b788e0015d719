import { z } from 'zod';
import { Prisma } from '@voltline/db';
import { LIST_OPS, LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, parseStrictDate, safeString, siteIdQuery, type ListOp } from '@voltline/contracts';

/**
 * The list query of docs/product.md §3 (filter, op, page_size, page, order, sort), with the value
 * to compare in `value` (`in` takes a comma-separated list). Each list declares the fields it lets
 * clients filter and sort on; any other field or operator fails validation, which the error
 * handler answers as 614 naming the field (filter, op, value or sort).
 */
export type FieldType = { kind: 'int' } | { kind: 'text' } | { kind: 'date' } | { kind: 'enum'; values: readonly string[] };

export interface ListField {
  /** SQL of the column; a trusted constant, never built from input. */
  column: Prisma.Sql;
  type: FieldType;
  ops: readonly ListOp[];
}

export interface ListSpec<F extends string, S extends string> {
  fields: Record<F, ListField>;
  sorts: Record<S, Prisma.Sql>;
  defaultSort: S;
  defaultOrder: 'asc' | 'desc';
  /** Appended to every ORDER BY so that pages are stable when sort values tie. */
  tieBreaker: Prisma.Sql;
}

const INT = /^-?\d{1,9}$/;
const MAX_IN_VALUES = 50;

function valueProblem(type: FieldType, value: string): string | undefined {
  switch (type.kind) {
    case 'int':
      return INT.test(value) ? undefined : `"${value}" is not a whole number`;
    case 'date':
      return parseStrictDate(value) !== undefined ? undefined : `"${value}" is not a date (YYYY-MM-DD)`;
    case 'enum':
      return type.values.includes(value) ? undefined : `"${value}" is not one of ${type.values.join(', ')}`;
    case 'text':
      return undefined;
  }
}

/** The zod schema of one list's query string: site_id plus the list query, checked against the spec. */
export function listQuerySchema<F extends string, S extends string>(spec: ListSpec<F, S>) {
  const fieldNames = Object.keys(spec.fields) as [F, ...F[]];
  const sortNames = Object.keys(spec.sorts) as [S, ...S[]];
  return z
    .object({
      site_id: siteIdQuery,
      filter: z.enum(fieldNames).optional(),
      op: z.enum(LIST_OPS).optional(),
      value: safeString().trim().max(200).optional(),
      page_size: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      order: z.enum(['asc', 'desc']).optional(),
      sort: z.enum(sortNames).optional(),
    })
    .superRefine((q, ctx) => {
      if (!q.filter) {
        if (q.op) ctx.addIssue({ code: 'custom', path: ['filter'], message: 'op needs a filter field', input: q.filter });
        return;
      }
      const field = spec.fields[q.filter];
      const op = q.op ?? 'eq';
      if (!field.ops.includes(op)) {
        ctx.addIssue({ code: 'custom', path: ['op'], message: `${q.filter} takes ${field.ops.join(', ')}`, input: q.op });
        return;
      }
      if (q.value === undefined || q.value === '') {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `a value to compare ${q.filter} with`, input: undefined });
        return;
      }
      const values = op === 'in' ? q.value.split(',').map((v) => v.trim()) : [q.value];
      if (values.length > MAX_IN_VALUES) ctx.addIssue({ code: 'custom', path: ['value'], message: `at most ${MAX_IN_VALUES} values`, input: q.value });
      for (const v of values) {
        const problem = valueProblem(field.type, v);
        if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem, input: v });
      }
    });
}

export type ListQuery<F extends string, S extends string> = {
  filter?: F;
  op?: ListOp;
  value?: string;
  page_size: number;
  page: number;
  order?: 'asc' | 'desc';
  sort?: S;
};

function literal(type: FieldType, value: string): Prisma.Sql {
  if (type.kind === 'int') return Prisma.sql`${Number(value)}`;
  if (type.kind === 'date') return Prisma.sql`${value}::date`;
  return Prisma.sql`${value}`;
}

/** Escapes LIKE wildcards so that a visitor's text matches literally. */
function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE condition (TRUE without a filter), ORDER BY and paging of a validated list query. */
export function listSql<F extends string, S extends string>(spec: ListSpec<F, S>, q: ListQuery<F, S>) {
  let where = Prisma.sql`TRUE`;
  if (q.filter && q.value !== undefined) {
    const field = spec.fields[q.filter];
    const col = field.column;
    const value = q.value;
    switch (q.op ?? 'eq') {
      case 'eq':
        where = Prisma.sql`${col} = ${literal(field.type, value)}`;
        break;
      case 'ne':
        where = Prisma.sql`${col} <> ${literal(field.type, value)}`;
        break;
      case 'gt':
        where = Prisma.sql`${col} > ${literal(field.type, value)}`;
        break;
      case 'lt':
        where = Prisma.sql`${col} < ${literal(field.type, value)}`;
        break;
      case 'like':
        where = Prisma.sql`${col} ILIKE ${likePattern(value)}`;
        break;
      case 'in':
        where = Prisma.sql`${col} IN (${Prisma.join(value.split(',').map((v) => literal(field.type, v.trim())))})`;
        break;
    }
  }
  const order = q.order ?? (q.sort ? 'asc' : spec.defaultOrder);
  const direction = Prisma.raw(order === 'asc' ? 'ASC' : 'DESC');
  const orderBy = Prisma.sql`${spec.sorts[q.sort ?? spec.defaultSort]} ${direction}, ${spec.tieBreaker} ${direction}`;
  return { where, orderBy, limit: q.page_size, offset: (q.page - 1) * q.page_size };
}
