import { emailField, issueStatus, Status, subscriptionRequest, type IssueLike } from '@voltline/contracts';

/**
 * The browser side of the subscribe form, with the API's own schemas (docs/architecture.md, "Conventions": the same
 * schema validates the form and the request). Loaded in its own chunk: zod stays out of the entry.
 * Issues carry catalogue statuses (contracts/problem.ts); those are what the form shows, localized.
 */
export type Problem = number;

function code(issue: IssueLike | undefined, fallback: number): Problem {
  return issueStatus(issue) ?? fallback;
}

/** 608 (empty), 609 (format) or null. */
export function emailProblem(value: string): Problem | null {
  const result = emailField.safeParse(value);
  return result.success ? null : code(result.error.issues[0], Status.emailFormat);
}

/** 618 when the terms box is not ticked. */
export function agreementProblem(agreed: boolean): Problem | null {
  return agreed ? null : Status.agreementRequired;
}

export interface RequestProblems {
  email?: Problem;
  agreement?: Problem;
  other?: Problem;
}

/** Checks the whole form-encoded request the way the API will. */
export function requestProblems(fields: Record<string, string>): RequestProblems | null {
  const result = subscriptionRequest.safeParse(fields);
  if (result.success) return null;
  const problems: RequestProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'email') problems.email ??= code(issue, Status.emailFormat);
    else if (field === 'agreement') problems.agreement ??= code(issue, Status.agreementRequired);
    else problems.other ??= code(issue, Status.invalidFields);
  }
  return problems;
}
