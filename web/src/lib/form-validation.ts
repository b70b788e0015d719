import { Status, issueProblem, issueStatus, type FieldProblemKey } from '@voltline/contracts';
import { i18n, statusText } from './i18n';

/**
 * Form checks with the API's own schemas (docs/architecture.md, "Conventions": the same schema validates the form and the
 * request). Only the forms import this (account, review, contact, warranty), on lazy routes, so zod
 * stays out of the entry chunk.
 */

/**
 * What a field shows, before it is put in words: the catalogue status or the `field` problem a
 * contract's check carries (contracts/problem.ts), or a status the API refused the request with;
 * else words to show as they are (the server's own text for a field it refused, `data.fields`).
 */
export type Problem = { status: number } | { field: FieldProblemKey | 'invalid' } | { text: string };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

interface Parser {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

/** The request schemas of contracts/account.ts: zod objects, some with a refinement. */
export interface RequestSchema extends Parser {
  shape: Record<string, Parser>;
}

/** The problem a zod issue of the contracts names; one with no parameters shows its message. */
export function issueToProblem(issue: Issue | undefined): Problem {
  if (!issue) return { field: 'invalid' };
  const status = issueStatus(issue);
  if (status !== undefined) return { status };
  const field = issueProblem(issue);
  return field ? { field } : { text: issue.message };
}

/**
 * One field, on blur. Other fields' failures stop zod from running the object's refinement, so
 * the one the contracts declare (confirm_password must equal password: 605) is applied here too.
 */
export function fieldProblem(schema: RequestSchema, field: string, values: Record<string, string>): Problem | null {
  const result = schema.shape[field]?.safeParse(values[field]);
  if (result && !result.success) return issueToProblem(result.error?.issues[0]);
  if (field === 'confirm_password' && 'password' in values && values.confirm_password !== values.password) return { status: Status.passwordMismatch };
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
    problems[field] ??= issueToProblem(issue);
  }
  return problems;
}

/** The text of a problem in the interface language (status.json holds the catalogue). */
export function problemText(problem: Problem): string {
  if ('status' in problem) return statusText(problem.status);
  if ('field' in problem) return i18n.t(`status:field.${problem.field}`);
  return problem.text;
}
