import { z } from 'zod';
import { safeString } from './fields';
import { problemIssue } from './problem';

/**
 * The list query of docs/product.md §3: filter (a field), op, value, page_size (1-100,
 * default 20), page (from 1), order (asc, desc), sort (a field). Each list declares which fields
 * may be filtered (with which operators) and sorted; anything else is 614 with the field named.
 *
 * A list's querystring is `z.object({ ...its own params, ...listQueryFields })`, refined with
 * `checkListQuery(spec)` and turned into a `ListQuery` with `toListQuery`.
 */
export const LIST_OPS = ['eq', 'ne', 'like', 'in', 'gt', 'lt'] as const;
/** The largest value a filtered numeric column (Postgres integer) holds. */
const MAX_COLUMN_NUMBER = 2_147_483_647;

export type ListOp = (typeof LIST_OPS)[number];

export interface FilterSpec {
  ops: readonly ListOp[];
  /** text values compare as text; number values must parse as numbers; flag is 0/1. */
  type: 'text' | 'number' | 'flag';
}

export interface ListSpec<F extends string, S extends string> {
  filters: Record<F, FilterSpec>;
  sorts: readonly S[];
}

export interface ListQuery<F extends string = string, S extends string = string> {
  filter?: { field: F; op: ListOp; values: string[] };
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  sort?: S;
}

const MAX_IN_VALUES = 20;

export const listQueryFields = {
  filter: safeString().trim().max(48).optional(),
  op: safeString().trim().toLowerCase().max(8).optional(),
  value: safeString().trim().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  order: z.enum(['asc', 'desc']).default('asc'),
  sort: safeString().trim().max(48).optional(),
};

type RawListQuery = { filter?: string; op?: string; value?: string; page_size: number; page: number; order: 'asc' | 'desc'; sort?: string };

const splitValues = (op: string, value: string) => (op === 'in' ? value.split(',') : [value]).map((v) => v.trim()).filter(Boolean);

/** The whitelist check of a list: a superRefine callback naming the offending field. */
export function checkListQuery<F extends string, S extends string>(spec: ListSpec<F, S>) {
  const filterNames = Object.keys(spec.filters);
  return (q: RawListQuery, ctx: z.RefinementCtx) => {
    if (q.sort && !(spec.sorts as readonly string[]).includes(q.sort)) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: `${q.sort} cannot be sorted on (allowed: ${spec.sorts.join(', ')})` });
    }
    if (!q.filter) {
      if (q.op || q.value) ctx.addIssue({ code: 'custom', path: ['filter'], message: 'op and value need a filter field' });
      return;
    }
    // An own key only: `__proto__` or `constructor` must not find Object.prototype's.
    const field = Object.hasOwn(spec.filters, q.filter) ? (spec.filters as Record<string, FilterSpec>)[q.filter] : undefined;
    if (!field) {
      ctx.addIssue({ code: 'custom', path: ['filter'], message: `${q.filter} cannot be filtered on (allowed: ${filterNames.join(', ')})` });
      return;
    }
    const op = (q.op || 'eq') as ListOp;
    if (!field.ops.includes(op)) {
      ctx.addIssue({ code: 'custom', path: ['op'], message: `${q.op} is not an operator of ${q.filter} (allowed: ${field.ops.join(', ')})` });
      return;
    }
    const values = splitValues(op, q.value ?? '');
    if (values.length === 0) {
      ctx.addIssue(problemIssue('required', ['value']));
    } else if (values.length > MAX_IN_VALUES) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `at most ${MAX_IN_VALUES} comma-separated values` });
    } else if (field.type === 'number' && values.some((v) => !Number.isInteger(Number(v)))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a whole number' });
    } else if (field.type === 'number' && values.some((v) => Math.abs(Number(v)) > MAX_COLUMN_NUMBER)) {
      // Numeric columns are Postgres integers: a larger value would fail in Postgres (a 500).
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'out of range' });
    } else if (field.type === 'flag' && values.some((v) => v !== '0' && v !== '1')) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be 0 or 1' });
    }
  };
}

/** The checked raw parameters as a ListQuery (run after checkListQuery). */
export function toListQuery<F extends string, S extends string>(q: RawListQuery): ListQuery<F, S> {
  const op = (q.op || 'eq') as ListOp;
  return {
    filter: q.filter ? { field: q.filter as F, op, values: splitValues(op, q.value ?? '') } : undefined,
    page: q.page,
    pageSize: q.page_size,
    order: q.order,
    sort: q.sort as S | undefined,
  };
}
