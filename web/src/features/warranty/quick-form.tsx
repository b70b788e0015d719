import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import { type AnswersState, type Question } from './answers';
import { PrivacyNote } from './privacy-note';
import { textQuestion } from './text-question';
import styles from './quick-form.module.css';
import text from './form-text.module.css';
import { OrderNumberStep } from './steps/order-number-step';

const QUICK: readonly Question[] = ['name', 'email', 'order_number'];

/** The newer short form (docs/product.md §2): name, email and order number on one screen. */
export function QuickForm({ state, onSubmit, pending, refusal }: { state: AnswersState; onSubmit: () => void; pending: boolean; refusal: ReactNode }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = QUICK.filter((q) => !state.check(q, false));
    if (wrong[0]) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${wrong[0]}"]`)?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form ref={formRef} className={styles.quick} noValidate onSubmit={submit} data-testid="warranty-quick-form">
      <div className={styles.quickHead}>
        <h2 className={text.stepTitle}>{t('warranty.quick.title')}</h2>
        <p className={text.muted}>{t('warranty.quick.intro')}</p>
      </div>
      <TextField {...textQuestion(state, 'name', false)} label={t('warranty.name.label')} autoComplete="name" maxLength={128} />
      <TextField
        {...textQuestion(state, 'email', false)}
        label={t('warranty.email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <OrderNumberStep state={state} wizard={false} />
      <PrivacyNote />
      {refusal}
      <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${styles.quickSubmit}`} disabled={pending}>
        {pending ? t('warranty.sending') : t('warranty.submit')}
      </button>
    </form>
  );
}
