import { contactEnquiryRequest, contactRuleProblems, contactSupportRequest } from '@voltline/contracts';
import type { resources } from '@voltline/locales';
import { issueToProblem, problemText as formProblemText, type Problem as FormProblem } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

type ContactStatusKey = keyof (typeof resources)['us']['status']['contact'];

/**
 * The contact forms' checks, with the API's own schemas (contracts/contact.ts). A problem is what
 * a zod issue carries (a catalogue status such as 608, a `field` problem such as too long), a key
 * of status.json's `contact` section (an issue's message "contact.name", or a rule across fields);
 * or a message the server sent for a field.
 */
export type Values = Record<string, string>;

export type Problem = FormProblem | { contact: ContactStatusKey };

type FieldSchema = { safeParse(input: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } };

/** A key of the `contact` section ("contact.name"), as the contracts name one. */
function contactProblem(key: string): Problem | null {
  return key.startsWith('contact.') ? { contact: key.slice('contact.'.length) as ContactStatusKey } : null;
}

export function fieldProblem(schema: { shape: Record<string, FieldSchema> }, field: string, value: string | undefined): Problem | null {
  const result = schema.shape[field]?.safeParse(value ?? '');
  if (!result || result.success) return null;
  const problem = issueToProblem(result.error?.issues[0]);
  // The contact schemas name most refusals by a key of the `contact` section, as the issue's message.
  return 'text' in problem ? (contactProblem(problem.text) ?? problem) : problem;
}

/** The problems of the given fields of the wizard, with the rules across fields (the 14-day rule). */
export function supportProblems(values: Values, fields: readonly string[], today: string): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const field of fields) {
    const problem = fieldProblem(contactSupportRequest, field, values[field]);
    if (problem) problems[field] = problem;
  }
  const ruled = contactRuleProblems(
    {
      subject: values.subject ?? '',
      delivered_on: values.delivered_on || undefined,
      solution: fields.includes('solution') ? values.solution || undefined : undefined,
    },
    today,
  );
  for (const { field, problem } of ruled) if (fields.includes(field)) problems[field] ??= contactProblem(problem) ?? { field: 'invalid' };
  return problems;
}

export function enquiryProblems(values: Values): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const field of ['subject', 'name', 'email', 'country', 'message']) {
    const problem = fieldProblem(contactEnquiryRequest, field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The text of a problem in the interface language. */
export function problemText(problem: Problem | undefined): string | null {
  if (!problem) return null;
  if ('contact' in problem) return i18n.t(`status:contact.${problem.contact}`);
  return formProblemText(problem);
}

/** Today in the visitor's calendar, YYYY-MM-DD (the 14-day rule counts their days). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
