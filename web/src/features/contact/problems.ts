import { contactEnquiryRequest, contactRuleProblems, contactSupportRequest, fieldProblemKey } from '@voltline/contracts';
import type { resources } from '@voltline/locales';
import { i18n, statusText } from '../../lib/i18n';

type ContactStatusKey = keyof (typeof resources)['us']['status']['contact'];

/**
 * The contact forms' checks, with the API's own schemas (contracts/contact.ts). A problem is what
 * a zod issue says: a key of status.json's `contact` section ("contact.name"), a catalogue number
 * ("608"), "too long"; or a message the server sent for a field.
 */
export type Values = Record<string, string>;

type FieldSchema = { safeParse(input: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } };

export function fieldProblem(schema: { shape: Record<string, FieldSchema> }, field: string, value: string | undefined): string | null {
  const result = schema.shape[field]?.safeParse(value ?? '');
  return result && !result.success ? (result.error?.issues[0]?.message ?? 'invalid') : null;
}

/** The problems of the given fields of the wizard, with the rules across fields (the 14-day rule). */
export function supportProblems(values: Values, fields: readonly string[], today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(contactSupportRequest, field, values[field]);
    if (problem) problems[field] = problem;
  }
  const ruled = contactRuleProblems({ subject: values.subject ?? '', delivered_on: values.delivered_on || undefined, solution: fields.includes('solution') ? values.solution || undefined : undefined }, today);
  for (const { field, problem } of ruled) if (fields.includes(field)) problems[field] ??= problem;
  return problems;
}

export function enquiryProblems(values: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['subject', 'name', 'email', 'country', 'message']) {
    const problem = fieldProblem(contactEnquiryRequest, field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The text of a problem in the interface language. */
export function problemText(problem: string | undefined): string | null {
  if (!problem) return null;
  if (/^\d+$/.test(problem)) return statusText(problem);
  if (problem.startsWith('contact.')) return i18n.t(`status:contact.${problem.slice('contact.'.length) as ContactStatusKey}`);
  const key = fieldProblemKey(problem);
  if (key) return i18n.t(`status:field.${key}`);
  if (problem === 'invalid' || problem === 'required') return i18n.t(`status:field.${problem}`);
  return problem;
}

/** Today in the visitor's calendar, YYYY-MM-DD (the 14-day rule counts their days). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
