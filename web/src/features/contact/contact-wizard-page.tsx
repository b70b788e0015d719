import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice, formStyles } from '../../components/ui/form-field';
import button from '../../components/ui/button.module.css';
import { ContactDone } from './contact-done';
import { Progress } from './progress';
import { STEPS } from './steps';
import { AddressStep } from './steps/address-step';
import { OrderStep } from './steps/order-step';
import { PersonalStep } from './steps/personal-step';
import { SolutionStep } from './steps/solution-step';
import { SubjectStep } from './steps/subject-step';
import { useContactWizard } from './use-contact-wizard';
import styles from './contact-page.module.css';

/**
 * /support_contactus: the stepped contact wizard (docs/product.md §2). The state, the step in the
 * address and the checks live in `useContactWizard`; this page lays out the heading, the progress,
 * the current step's fields and the Back / Next buttons.
 */
export function ContactWizardPage() {
  const { t } = useTranslation();
  const wizard = useContactWizard();
  const { step, index, field, done } = wizard;
  useDocumentTitle(done ? t('contact.done.title') : `${t(`contact.wizard.steps.${step}`)} · ${t('contact.wizard.title')}`);

  if (done) {
    return <ContactDone ticket={done.ticket} email={done.email} onAnother={wizard.startAnother} headingRef={wizard.heading} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('contact.wizard.title')}</h1>
        <p className={styles.intro}>{t('contact.wizard.intro')}</p>
      </header>
      <Progress steps={STEPS} current={index} />
      <section className={styles.card} aria-labelledby="contact-step-title">
        <form ref={wizard.formRef} className={formStyles.form} noValidate onSubmit={wizard.onSubmit} data-testid={`contact-step-${step}`}>
          <h2 id="contact-step-title" className={styles.stepTitle} ref={wizard.heading} tabIndex={-1}>
            {t(`contact.wizard.${step}_heading`)}
          </h2>

          {step === 'subject' ? <SubjectStep field={field} /> : null}
          {step === 'personal' ? <PersonalStep field={field} /> : null}
          {step === 'order' ? <OrderStep field={field} subject={wizard.subject} today={wizard.today} lateDays={wizard.lateDays} /> : null}
          {step === 'address' ? <AddressStep field={field} /> : null}
          {step === 'solution' ? (
            <SolutionStep field={field} lateDays={wizard.lateDays} image={wizard.image} onImage={wizard.chooseImage} imageProblem={wizard.imageProblem} />
          ) : null}

          {wizard.refusal ? (
            <FormNotice tone="danger">
              <p>{errorMessage(wizard.refusal)}</p>
            </FormNotice>
          ) : null}

          <div className={styles.actions}>
            {index > 0 ? (
              <button type="button" className={`${button.button} ${button.secondary} ${button.large}`} onClick={wizard.back}>
                {t('contact.wizard.back')}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className={`${button.button} ${button.primary} ${button.large}`} disabled={wizard.pending}>
              {!wizard.isLast ? t('contact.wizard.next') : wizard.pending ? t('contact.wizard.sending') : t('contact.wizard.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
