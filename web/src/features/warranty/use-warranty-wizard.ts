import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { ApiError } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { forgetTabKept, useTabKept } from '../../lib/use-tab-kept';
import { problemOf, refusedQuestion, useAnswers, type Question } from './answers';
import { registerWarranty } from './api';
import { STEPS } from './wizard-steps';

/** The answers survive a reload of the tab; forgotten once the registration is received. */
const KEPT_ANSWERS = 'vl.warranty.answers';

/**
 * The state of /warranty and /register (docs/product.md §2), without its markup: the answers
 * (shared by the six-step wizard and the quick form, kept in this tab's sessionStorage), the mode
 * (?form=quick) and the wizard's step (?step=2..6) in the address, so Back and Forward walk the
 * steps and a reload keeps the step and the answers; a step whose earlier answers are missing
 * sends the visitor to the first unanswered one. Success goes to /warranty_success; 630 is
 * "already registered"; a refusal that names a question takes the wizard back to it; anything else
 * is kept as `refusal`, shown above the submit button.
 */
export function useWarrantyWizard() {
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const quick = useSearch({ strict: false, select: (search) => search.form === 'quick' });
  // ?step= is 2..6 (validated by the route); no step is the welcome step.
  const step = useSearch({ strict: false, select: (search) => (typeof search.step === 'number' ? search.step : 1) }) - 1;
  const state = useAnswers();
  const restored = useTabKept(KEPT_ANSWERS, state.answers, state.restore);
  const setStep = useCallback(
    (index: number, replace = false) => void navigate({ to: pathname as '/warranty', search: index > 0 ? { step: index + 1 } : {}, replace }),
    [navigate, pathname],
  );
  const [already, setAlready] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  const mutation = useMutation({
    mutationFn: registerWarranty,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      forgetTabKept(KEPT_ANSWERS);
      return navigate({ to: '/warranty_success' });
    },
    onError: (error, fields) => {
      if (error instanceof ApiError && !error.transport && error.status === 630) {
        setAlready(fields.email.trim());
        return;
      }
      const refused = refusedQuestion(error);
      if (refused && (!quick || (refused.question !== 'store' && refused.question !== 'item'))) {
        state.setProblem(refused.question, refused.problem);
        if (!quick) setStep(STEPS.indexOf(refused.question));
        return;
      }
      setRefusal(error);
    },
  });

  const submit = () => {
    const { name, email, store, item, order_number } = state.answers;
    mutation.mutate({ name: name.trim(), email: email.trim(), order_number: order_number.trim(), site: code, ...(quick ? {} : { store, item }) });
  };

  /** Switches between the wizard (false) and the quick form (true), keeping the answers. */
  const setMode = (next: boolean) => {
    setRefusal(null);
    void navigate({ to: pathname as '/warranty', search: next ? { form: 'quick' } : {}, replace: true });
  };

  /** "Already registered" → another address: the email question again, empty. */
  const registerAnother = () => {
    state.set('email', '');
    setAlready(null);
    if (!quick) setStep(STEPS.indexOf('email'));
  };

  // A step opened with earlier answers missing (a bookmark, a step typed in the address): back to
  // the first question that needs an answer, once the kept answers have been read.
  const firstMissing = STEPS.findIndex((s, i) => i > 0 && i < step && problemOf(s as Question, state.answers, true) !== null);
  useEffect(() => {
    if (restored && !quick && firstMissing > 0) setStep(firstMissing, true);
  }, [restored, quick, firstMissing, setStep]);

  return { state, quick, step, setStep, setMode, submit, pending: mutation.isPending, refusal, already, registerAnother };
}
