import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { daysBetween, isLateDeliveryReport } from '@voltline/contracts';
import { ApiError } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { forgetTabKept, useTabKept } from '../../lib/use-tab-kept';
import { siteCountry } from '../../lib/countries';
import { submitContact } from './api';
import { siteMarketplace } from './marketplaces';
import { localToday, problemText, supportProblems, type Problem, type Values } from './problems';
import { STEPS, type Step } from './steps';

const STEP_FIELDS: Record<Step, readonly string[]> = {
  subject: ['subject'],
  personal: ['name', 'email', 'country'],
  order: ['marketplace', 'order_id', 'product_category', 'product', 'within_30_days', 'shipping_cost', 'delivered_on'],
  address: ['address_line1', 'address_line2', 'city', 'state', 'postal_code', 'phone'],
  solution: ['solution', 'message', 'product_code', 'case_id'],
};
const ALL_FIELDS = STEPS.flatMap((step) => STEP_FIELDS[step]);

/** Answers survive a reload of the tab (not the photo: files cannot be kept). */
const STORAGE_KEY = 'vl.contact.wizard';

/** Kept answers are unchecked JSON: only the wizard's fields, as text. */
function keptValues(stored: unknown): Values | null {
  if (!stored || typeof stored !== 'object') return null;
  const kept = stored as Record<string, unknown>;
  return Object.fromEntries(ALL_FIELDS.filter((name) => typeof kept[name] === 'string').map((name) => [name, (kept[name] as string).slice(0, 5000)]));
}

const stepOf = (field: string): Step => STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'subject';

/** The fresh answers of this site: its country and marketplace preselected. */
const initialValues = (code: string): Values => ({ subject: '', country: siteCountry(code), marketplace: siteMarketplace(code) });

/** Props of one answer for the form fields: its value and problem text, cleared while typing, checked on blur. */
export interface ContactFieldProps {
  name: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}
export type ContactField = (name: string) => ContactFieldProps;

/**
 * The state of the stepped contact wizard (docs/product.md §2), without its markup: the answers
 * (kept in this tab's sessionStorage), the step (in the address, ?step=order, so Back and Forward
 * move between steps), each step checked with the API's schema before the next one opens, and the
 * submission, whose refusals go to the field (and step) they name or above the buttons.
 */
export function useContactWizard() {
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const requested = useSearch({ strict: false, select: (search) => (search as { step?: Step }).step });
  const [values, setValues] = useState<Values>(() => initialValues(code));
  const restored = useTabKept(STORAGE_KEY, values, (stored) => {
    const kept = keptValues(stored);
    if (kept) setValues((current) => ({ ...current, ...kept }));
  });
  const [image, setImage] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [done, setDone] = useState<{ ticket: string; email: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localToday();

  const index = requested ? STEPS.indexOf(requested) : 0;
  const step = STEPS[index]!;

  // A step opened directly (a bookmark, a reload) whose earlier steps are not answered yet goes
  // back to the first one that needs answers, once the kept answers have been read.
  const firstIncomplete = STEPS.findIndex((s, i) => i < index && Object.keys(supportProblems(values, STEP_FIELDS[s], today)).length > 0);
  useEffect(() => {
    if (restored && !done && firstIncomplete >= 0) {
      void navigate({ to: '/support_contactus', search: firstIncomplete > 0 ? { step: STEPS[firstIncomplete] } : {}, replace: true });
    }
  }, [restored, done, firstIncomplete, navigate]);

  // Focus the step's heading when the step changes, so screen readers start reading there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index, done]);

  // A delivery reported past the 14-day window: how many days ago it came (null when in time).
  const late = values.subject === 'delivery' && /^\d{4}-\d{2}-\d{2}$/.test(values.delivered_on ?? '') && isLateDeliveryReport(values.delivered_on!, today);
  const lateDays = late ? daysBetween(values.delivered_on!, today) : null;

  const set = (name: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // Past the 14-day window only the marketplace can act: preselect the one solution left.
      if (
        (name === 'delivered_on' || name === 'subject') &&
        next.subject === 'delivery' &&
        next.delivered_on &&
        isLateDeliveryReport(next.delivered_on, today)
      ) {
        next.solution = 'contact_marketplace';
      }
      return next;
    });
    setProblems((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const field: ContactField = (name) => ({
    name,
    value: values[name] ?? '',
    problem: problemText(problems[name]),
    onChange: (value: string) => set(name, value),
    onBlur: () => {
      const found = supportProblems(values, [name], today)[name];
      if (found) setProblems((current) => ({ ...current, [name]: found }));
    },
  });

  /** A new photo replaces the old one and clears the photo's problem. */
  const chooseImage = (file: File | null) => {
    setImage(file);
    set('image', '');
  };

  const focusFirst = (names: string[]) => {
    window.requestAnimationFrame(() => {
      const element = formRef.current?.querySelector<HTMLElement>(names.map((n) => `[name="${n}"]`).join(','));
      element?.focus();
    });
  };

  const goTo = (target: Step) => void navigate({ to: '/support_contactus', search: target === 'subject' ? {} : { step: target } });

  const mutation = useMutation({
    mutationFn: () => {
      const fields: Record<string, string> = { site: code };
      for (const name of ALL_FIELDS) {
        if (name === 'delivered_on' && values.subject !== 'delivery') continue;
        const value = (values[name] ?? '').trim();
        if (value) fields[name] = value;
      }
      return submitContact(fields, image);
    },
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: ({ ticket }) => {
      setDone({ ticket, email: values.email?.trim() ?? '' });
      forgetTabKept(STORAGE_KEY);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.transport && error.status === 622) {
        setProblems((current) => ({ ...current, image: { text: error.message } }));
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        const named: Record<string, Problem> = Object.fromEntries(error.fields.map((f) => [f.field, { text: f.message }]));
        setProblems(named);
        const target = stepOf(error.fields[0]!.field);
        if (target !== step) goTo(target);
        focusFirst(Object.keys(named));
        return;
      }
      setRefusal(error);
    },
  });

  /** The confirmation's "another request": fresh answers, back to the first step. */
  const startAnother = () => {
    setValues(initialValues(code));
    setImage(null);
    setDone(null);
    mutation.reset();
    goTo('subject');
  };

  /** Next checks this step's answers (focus goes to the first problem); the last step submits. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = supportProblems(values, STEP_FIELDS[step], today);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found));
      return;
    }
    if (index < STEPS.length - 1) goTo(STEPS[index + 1]!);
    else mutation.mutate();
  };

  const back = () => goTo(STEPS[index - 1]!);

  return {
    step,
    index,
    isLast: index === STEPS.length - 1,
    subject: values.subject,
    field,
    image,
    imageProblem: problemText(problems.image),
    chooseImage,
    lateDays,
    today,
    refusal,
    pending: mutation.isPending,
    done,
    startAnother,
    onSubmit,
    back,
    heading,
    formRef,
  };
}

export type ContactWizard = ReturnType<typeof useContactWizard>;
