import type { z } from 'zod';
import { Status, isStatusCode, type StatusCode } from './status';

/**
 * What a field check of the contracts says went wrong, carried on the zod issue as typed
 * parameters (`issue.params`), never spelled in its message: a catalogue status (608 becomes that
 * envelope status), or a key of status.json's `field` section (614 with the field named and that
 * text). The message stays plain English for whoever reads an issue.
 */
export type FieldProblemKey = 'required' | 'too_long' | 'unsafe_text' | 'date';

export type ProblemParams = { status: StatusCode } | { problem: FieldProblemKey };

const FIELD_TEXT: Record<FieldProblemKey, string> = {
  required: 'required',
  too_long: 'too long',
  unsafe_text: 'unsafe text',
  date: 'not a date',
};

/** "emailRequired" (the catalogue's name of 608) as "email required". */
function statusWords(status: StatusCode): string {
  const name = Object.keys(Status).find((key) => Status[key as keyof typeof Status] === status) ?? String(status);
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

function paramsOf(what: StatusCode | FieldProblemKey): ProblemParams {
  return typeof what === 'number' ? { status: what } : { problem: what };
}

/**
 * The error options of a check whose failure is `what`: `.min(1, problem(Status.emailRequired, { abort: true }))`,
 * `z.string(problem('required'))`, `.refine(ok, problem('unsafe_text'))`.
 *
 * zod puts `params` on the issues of refinements only. Its own checks (the type, a length, a pattern)
 * raise issues of their own kinds, and the one hook zod calls with such an issue before reporting
 * it is the error function: it adds the same `params` there (zod reports every own key of the
 * issue). contracts/src/problem.test.ts holds zod to that for each kind of check.
 */
export function problem<const O extends { abort?: boolean; path?: PropertyKey[] }>(what: StatusCode | FieldProblemKey, options?: O) {
  const params = paramsOf(what);
  const text = typeof what === 'number' ? statusWords(what) : FIELD_TEXT[what];
  return {
    ...(options as O),
    params,
    error: (issue: z.core.$ZodRawIssue): string => {
      (issue as { params?: unknown }).params ??= params;
      return text;
    },
  };
}

/** A custom issue for `ctx.addIssue` in a superRefine: `ctx.addIssue(problemIssue('required', [field]))`. */
export function problemIssue(what: StatusCode | FieldProblemKey, path: PropertyKey[]) {
  return { code: 'custom' as const, path, message: typeof what === 'number' ? statusWords(what) : FIELD_TEXT[what], params: paramsOf(what) };
}

/**
 * A zod issue (or what fastify-type-provider-zod keeps of one in a validation entry's `params`):
 * only its `params` are read.
 */
export type IssueLike = object;

function paramsOfIssue(issue: IssueLike | undefined): { status?: unknown; problem?: unknown } | undefined {
  const params = (issue as { params?: unknown } | undefined)?.params;
  return typeof params === 'object' && params !== null ? params : undefined;
}

/** The catalogue status an issue carries, or undefined. */
export function issueStatus(issue: IssueLike | undefined): StatusCode | undefined {
  const status = paramsOfIssue(issue)?.status;
  return isStatusCode(status) ? status : undefined;
}

/** The status.json `field` key an issue carries, or undefined (answered as "invalid"). */
export function issueProblem(issue: IssueLike | undefined): FieldProblemKey | undefined {
  const key = paramsOfIssue(issue)?.problem;
  // An own key only: a problem such as "constructor" must not find Object.prototype's.
  return typeof key === 'string' && Object.hasOwn(FIELD_TEXT, key) ? (key as FieldProblemKey) : undefined;
}
