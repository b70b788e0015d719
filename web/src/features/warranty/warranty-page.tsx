import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { forgetTabKept, useTabKept } from '../../lib/use-tab-kept';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice } from '../../components/ui/form-field';
import { CheckIcon, ShieldCheckIcon } from '../../components/ui/icons/icons';
import { problemOf, refusedQuestion, useAnswers, type Question } from './answers';
import { registerWarranty, useWarrantyPolicy } from './api';
import { AlreadyRegistered } from './already-registered';
import { QuickForm } from './quick-form';
import { STEPS, Wizard } from './wizard';
import styles from './warranty.module.css';

/** Beside the form (below it on phones): what registering brings, worded by the site's policy. */
function WarrantyPromise() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const { data: policy } = useWarrantyPolicy(code);
  const points = [
    policy?.coverage === 'extended' ? t('warranty.success.extended_title', { wording: policy.wording }) : t('warranty.success.lifetime_title'),
    t('warranty.success.replacements_title'),
    t('warranty.success.support_title'),
    t('warranty.success.orders_title'),
  ];
  return (
    <aside className={styles.promise} aria-labelledby="promise-title">
      <span className={styles.promiseIcon} aria-hidden="true">
        <ShieldCheckIcon />
      </span>
      <h2 id="promise-title" className={styles.promiseLead}>
        {t('warranty.success.benefits_title')}
      </h2>
      <ul role="list" className={styles.promiseList}>
        {points.map((point) => (
          <li key={point}>
            <CheckIcon aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The answers survive a reload of the tab; forgotten once the registration is received. */
const KEPT_ANSWERS = 'vl.warranty.answers';

/**
 * /warranty and /register (docs/product.md §2): the six-step wizard, or the quick form (?form=quick);
 * both share the answers. The wizard's step is in the address (?step=2..6), so Back and Forward
 * walk the steps and a reload keeps the step and the answers; a step whose earlier answers are
 * missing sends the visitor to the first unanswered one. Success goes to /warranty_success; 630
 * shows "already registered" in place; a refusal that names a question takes the wizard back to
 * it; anything else is a message above the submit button.
 */
export function WarrantyPage() {
  const { t } = useTranslation();
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
  useDocumentTitle(t('warranty.title'));

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

  const setMode = (next: boolean) => {
    setRefusal(null);
    void navigate({ to: pathname as '/warranty', search: next ? { form: 'quick' } : {}, replace: true });
  };

  // A step opened with earlier answers missing (a bookmark, a step typed in the address): back to
  // the first question that needs an answer, once the kept answers have been read.
  const firstMissing = STEPS.findIndex((s, i) => i > 0 && i < step && problemOf(s as Question, state.answers, true) !== null);
  useEffect(() => {
    if (restored && !quick && firstMissing > 0) setStep(firstMissing, true);
  }, [restored, quick, firstMissing, setStep]);

  const notice = refusal ? (
    <FormNotice tone="danger">
      <p>{errorMessage(refusal)}</p>
    </FormNotice>
  ) : null;

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>{t('warranty.eyebrow')}</p>
          <h1 className={styles.title}>{t('warranty.title')}</h1>
        </header>
        <div className={styles.layout}>
          <div className={styles.card}>
            {already !== null ? (
              <AlreadyRegistered
                email={already}
                onAnother={() => {
                  state.set('email', '');
                  setAlready(null);
                  if (!quick) setStep(STEPS.indexOf('email'));
                }}
              />
            ) : (
              <>
                <div className={styles.modes} role="group" aria-label={t('warranty.mode_label')}>
                  <button type="button" className={styles.mode} aria-pressed={!quick} onClick={() => setMode(false)}>
                    {t('warranty.mode_steps')}
                  </button>
                  <button type="button" className={styles.mode} aria-pressed={quick} onClick={() => setMode(true)}>
                    {t('warranty.mode_quick')}
                  </button>
                </div>
                {quick ? (
                  <QuickForm state={state} onSubmit={submit} pending={mutation.isPending} refusal={notice} />
                ) : (
                  <Wizard state={state} step={step} onStep={setStep} onSubmit={submit} pending={mutation.isPending} refusal={notice} />
                )}
              </>
            )}
          </div>
          <WarrantyPromise />
        </div>
      </div>
    </div>
  );
}
