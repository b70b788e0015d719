import { useState } from 'react';
import { warrantyRegisterRequest } from '@voltline/contracts';
import { ApiError } from '../../lib/api';
import { issueToProblem, problemText as formProblemText, type Problem as FormProblem } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

/**
 * The answers of the registration, shared by the wizard and the quick form (switching keeps what
 * was typed). Each field is checked with the API's own schema (contracts/warranty.ts); the wizard
 * also requires a store and an item, which the API leaves optional for the quick form.
 */
export const QUESTIONS = ['name', 'email', 'store', 'item', 'order_number'] as const;
export type Question = (typeof QUESTIONS)[number];
export type Answers = Record<Question, string>;

/** A problem of the form (a status such as 615, a `field` problem, the server's text), or no store / item chosen in the wizard. */
export type Problem = FormProblem | { choose: 'store' | 'item' };

const EMPTY: Answers = { name: '', email: '', store: '', item: '', order_number: '' };
const shape = warrantyRegisterRequest.shape;

export function problemOf(question: Question, answers: Answers, wizard: boolean): Problem | null {
  const value = answers[question];
  if (question === 'store' || question === 'item') {
    if (!value) return wizard ? { choose: question } : null;
  }
  const result = shape[question].safeParse(value);
  return result.success ? null : issueToProblem(result.error.issues[0]);
}

export function problemText(problem: Problem): string {
  if ('choose' in problem) return problem.choose === 'store' ? i18n.t('warranty.store.required') : i18n.t('warranty.item.required');
  return formProblemText(problem);
}

/** Which question a refusal of the whole request is about (when it names no field). */
const STATUS_QUESTION: Partial<Record<number, Question>> = { 608: 'email', 609: 'email', 615: 'order_number' };

/** The question a refusal names (614 with data.fields, or 608/609/615), with its text. */
export function refusedQuestion(error: unknown): { question: Question; problem: Problem } | null {
  if (!(error instanceof ApiError) || error.transport) return null;
  const named = error.fields.find((f): f is { field: Question; message: string } => (QUESTIONS as readonly string[]).includes(f.field));
  if (named) return { question: named.field, problem: { text: named.message } };
  const question = STATUS_QUESTION[error.status];
  return question ? { question, problem: { status: error.status } } : null;
}

export function useAnswers() {
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Question, Problem>>>({});

  const setProblem = (question: Question, problem: Problem | null) =>
    setProblems((current) => {
      if ((current[question] ?? null) === problem) return current;
      const next = { ...current };
      if (problem) next[question] = problem;
      else delete next[question];
      return next;
    });

  const set = (question: Question, value: string) => {
    setAnswers((current) => ({ ...current, [question]: value }));
    setProblem(question, null);
  };

  /** Checks one question now; true when it is fine. */
  const check = (question: Question, wizard: boolean): boolean => {
    const problem = problemOf(question, answers, wizard);
    setProblem(question, problem);
    return problem === null;
  };

  /** How many of the wizard's questions hold a valid answer ("answered x of y"). */
  const answered = QUESTIONS.filter((q) => problemOf(q, answers, true) === null).length;

  const reset = () => {
    setAnswers(EMPTY);
    setProblems({});
  };

  /** Puts back answers kept from before a reload (unchecked JSON: only known questions, as text). */
  const restore = (stored: unknown) => {
    if (!stored || typeof stored !== 'object') return;
    const kept = stored as Record<string, unknown>;
    setAnswers((current) => {
      const next = { ...current };
      for (const q of QUESTIONS) if (typeof kept[q] === 'string') next[q] = (kept[q] as string).slice(0, 256);
      return next;
    });
  };

  return { answers, problems, set, setProblem, check, answered, total: QUESTIONS.length, reset, restore };
}

export type AnswersState = ReturnType<typeof useAnswers>;
