import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from './api';
import { fieldProblem, formProblems, problemText, type Problem, type RequestSchema } from './form-validation';

/** Which field a status is about, when the API refuses a whole request with it. */
const STATUS_FIELD: Record<number, string> = { 605: 'confirm_password', 608: 'email', 609: 'email', 617: 'password' };

/**
 * The text fields of an account form, checked with the API's schema: each on blur, its message
 * cleared while typing, all of them on submit (focus goes to the first with a problem). Refusals
 * that name a field (the statuses above, or 614 with `data.fields`) show at that field.
 */
export function useSchemaForm<F extends string>(schema: RequestSchema, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, Problem>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setProblem = (name: F, problem: Problem | null) =>
    setProblems((current) => {
      if ((current[name] ?? null) === problem) return current;
      const next = { ...current };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });

  const focus = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  /** Props for TextField / SelectField. */
  const field = (name: F) => ({
    name,
    value: values[name],
    problem: problems[name] ? problemText(problems[name]) : null,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblem(name, null);
    },
    onBlur: () => setProblem(name, fieldProblem(schema, name, values)),
  });

  /** Runs every check; false (and focus on the first problem) when something is wrong. */
  const check = (extra: Record<string, string> = {}): boolean => {
    const found = formProblems(schema, { ...values, ...extra }) as Partial<Record<F, Problem>>;
    const names = (Object.keys(values) as F[]).filter((name) => found[name]);
    setProblems(Object.fromEntries(names.map((name) => [name, found[name]])) as Partial<Record<F, Problem>>);
    if (names[0]) focus(names[0]);
    return names.length === 0;
  };

  /** Shows a refusal at its field; false when it is about no field of this form. */
  const showRefusal = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.transport) return false;
    const named = error.fields.filter((f) => f.field in values);
    const byStatus = STATUS_FIELD[error.status];
    if (named.length > 0) {
      setProblems(Object.fromEntries(named.map((f) => [f.field, { text: f.message }])) as Partial<Record<F, Problem>>);
      focus(named[0]!.field);
      return true;
    }
    if (byStatus && byStatus in values) {
      setProblems({ [byStatus]: { status: error.status } } as Partial<Record<F, Problem>>);
      focus(byStatus);
      return true;
    }
    return false;
  };

  /** The form's onSubmit: no page load, and `submit` only once the checks pass. */
  const onSubmit = (submit: () => void, extra?: Record<string, string>) => (event: FormEvent) => {
    event.preventDefault();
    if (check(extra)) submit();
  };

  return { values, setValues, field, check, showRefusal, onSubmit, formRef, focus };
}
