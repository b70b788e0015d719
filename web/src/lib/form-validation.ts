import { Status, fieldProblemKey } from '@voltline/contracts';
import { i18n, statusText } from './i18n';

/**
 * Form checks with the API's own schemas (docs/architecture.md, "Conventions": the same schema validates the form and the
 * request). Only the account pages import this, and they are lazy routes, so zod stays out of the
 * entry chunk. A problem is what a zod issue says: a catalogue number ("608"), "required",
 * "too long"; or the server's own text for a field it refused (`data.fields`).
 */
export type Problem = string;

interface Parser {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The request schemas of contracts/account.ts: zod objects, some with a refinement. */
export interface RequestSchema extends Parser {
  shape: Record<string, Parser>;
}

/**
 * One field, on blur. Other fields' failures stop zod from running the object's refinement, so
 * the one the contracts declare (confirm_password must equal password: 605) is applied here too.
 */
export function fieldProblem(schema: RequestSchema, field: string, values: Record<string, string>): Problem | null {
  const result = schema.shape[field]?.safeParse(values[field]);
  if (result && !result.success) return result.error?.issues[0]?.message ?? 'invalid';
  if (field === 'confirm_password' && 'password' in values && values.confirm_password !== values.password) return String(Status.passwordMismatch);
  return null;
}

/** Every field of a form, then the whole request as the API will check it. */
export function formProblems(schema: RequestSchema, values: Record<string, string>): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const field of Object.keys(values)) {
    const problem = fieldProblem(schema, field, values);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return problems;
  const result = schema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The text of a problem in the interface language (status.json holds the catalogue). */
export function problemText(problem: Problem): string {
  if (/^\d+$/.test(problem)) return statusText(problem);
  if (problem === 'required') return i18n.t('status:field.required');
  const key = fieldProblemKey(problem);
  if (key) return i18n.t(`status:field.${key}`);
  if (problem === 'invalid') return i18n.t('status:field.invalid');
  return problem;
}
