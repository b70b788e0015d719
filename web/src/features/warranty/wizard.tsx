import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import type { AnswersState } from './answers';
import { EmailStep } from './steps/email-step';
import { ItemStep } from './steps/item-step';
import { NameStep } from './steps/name-step';
import { OrderNumberStep } from './steps/order-number-step';
import { StoreStep } from './steps/store-step';
import { WelcomeStep } from './steps/welcome-step';
import { LAST_STEP, STEPS } from './wizard-steps';
import styles from './wizard.module.css';
import text from './form-text.module.css';

interface WizardProps {
  state: AnswersState;
  step: number;
  onStep: (step: number) => void;
  onSubmit: () => void;
  pending: boolean;
  /** A refusal about the whole request, shown above the buttons of the last step. */
  refusal: ReactNode;
}

/**
 * The six-step registration (docs/product.md §2). Back and Next keep every answer; Next checks the
 * step's question with the API's schema first; the last step submits. Progress is "answered x of
 * y" (the questions that hold a valid answer) and a bar. Each step's question is a component of
 * its own (./steps); this form holds the progress, the title, the buttons and the focus.
 */
export function Wizard({ state, step, onStep, onSubmit, pending, refusal }: WizardProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(true);
  const current = STEPS[step] ?? 'welcome';

  // A new step: move focus to its question, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const input = formRef.current?.querySelector<HTMLInputElement>('input[type="text"], input[type="email"]');
    (input ?? titleRef.current)?.focus();
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (current !== 'welcome' && !state.check(current, true)) {
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (step < LAST_STEP) onStep(step + 1);
    else onSubmit();
  };

  const title = current === 'welcome' ? t('warranty.welcome.title') : t(`warranty.${current === 'order_number' ? 'order' : current}.title`);

  return (
    <form ref={formRef} className={styles.wizard} noValidate onSubmit={next} data-testid="warranty-wizard" data-step={step + 1}>
      <div className={styles.progress}>
        <div className={styles.progressText}>
          <span>{t('warranty.step_of', { step: step + 1, total: STEPS.length })}</span>
          <span data-testid="warranty-progress" aria-live="polite">
            {t('warranty.progress', { answered: state.answered, total: state.total })}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('warranty.progress_label')}
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.answered}
          aria-valuetext={t('warranty.progress', { answered: state.answered, total: state.total })}
        >
          <span style={{ width: `${(state.answered / state.total) * 100}%` }} />
        </div>
      </div>

      <h2 id="warranty-step-title" ref={titleRef} tabIndex={-1} className={text.stepTitle}>
        {title}
      </h2>

      <div className={styles.stepBody}>
        {current === 'welcome' ? <WelcomeStep /> : null}
        {current === 'name' ? <NameStep state={state} /> : null}
        {current === 'email' ? <EmailStep state={state} /> : null}
        {current === 'store' ? <StoreStep state={state} /> : null}
        {current === 'item' ? <ItemStep state={state} /> : null}
        {current === 'order_number' ? <OrderNumberStep state={state} /> : null}
      </div>

      {step === LAST_STEP ? refusal : null}

      <div className={styles.nav}>
        {step > 0 ? (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => onStep(step - 1)} disabled={pending}>
            {t('warranty.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={pending}>
          {step === 0 ? t('warranty.start') : step === LAST_STEP ? (pending ? t('warranty.sending') : t('warranty.submit')) : t('warranty.next')}
          {step < LAST_STEP ? <ArrowRightIcon /> : null}
        </button>
      </div>
    </form>
  );
}
