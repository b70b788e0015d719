import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionFields } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { localTime } from '../../lib/format';
import { statusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { AppLink } from '../../components/ui/app-link';
import { TaggedText } from '../../components/ui/tagged-text';
import { toast } from '../../lib/toast-store';
import { AlertIcon } from '../../components/ui/icons/icons';
import { loadValidation, subscribe } from './api';
import { onDemand } from '../../lib/on-demand';
import styles from './subscribe-box.module.css';

// Its code loads with the first subscription (lib/on-demand.tsx).
const SuccessDialog = onDemand(() => import('./success-dialog').then((m) => m.SuccessDialog));

const EMAIL_STATUSES = new Set([608, 609, 631]);

/**
 * The footer newsletter box (docs/product.md §2, §4 and §5). The email is checked on blur (608 empty,
 * 609 format) and the message clears while typing; the button acts only with an email, the terms
 * box ticked (618 otherwise) and no request running. Success opens the thank-you dialog.
 */
export function SubscribeBox() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [emailProblem, setEmailProblem] = useState<number | null>(null);
  const [agreementProblem, setAgreementProblem] = useState<number | null>(null);
  const [successOpen, setSuccessOpen] = useState(false);
  const edits = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const mutation = useMutation({
    mutationFn: (fields: SubscriptionFields) => subscribe(fields),
    meta: { inlineErrors: true },
    onSuccess: () => {
      setEmail('');
      setSuccessOpen(true);
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.transport) {
        if (error.status === 618) return setAgreementProblem(618);
        if (EMAIL_STATUSES.has(error.status)) {
          setEmailProblem(error.status);
          return inputRef.current?.focus();
        }
      }
      toast.error(errorMessage(error));
    },
  });

  const pending = mutation.isPending;
  const canSubmit = email.trim() !== '' && agreed && !pending;

  const checkEmail = () => {
    const value = email;
    const at = edits.current;
    void loadValidation()
      .then((v) => {
        if (edits.current === at) setEmailProblem(v.emailProblem(value));
      })
      .catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const fields: SubscriptionFields = { email: email.trim(), agreement: agreed ? '1' : '0', site: code, local_time: localTime() };
    const validation = await loadValidation().catch(() => null);
    const problems = validation?.requestProblems({ ...fields });
    if (problems?.email || problems?.agreement) {
      setEmailProblem(problems.email ?? null);
      setAgreementProblem(problems.agreement ?? null);
      if (problems.email) inputRef.current?.focus();
      return;
    }
    mutation.mutate(fields);
  };

  const emailMessageId = `${id}-email-message`;
  const agreementMessageId = `${id}-agreement-message`;
  const hintId = `${id}-hint`;

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.intro}>{t('newsletter.intro')}</p>
      </div>

      <form className={styles.form} data-testid="subscribe-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.email_label')}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={t('newsletter.email_placeholder')}
            value={email}
            aria-invalid={emailProblem !== null}
            aria-describedby={emailProblem !== null ? emailMessageId : undefined}
            onFocus={() => void loadValidation().catch(() => undefined)}
            onChange={(event) => {
              edits.current += 1;
              setEmail(event.target.value);
              setEmailProblem(null);
            }}
            onBlur={checkEmail}
          />
          <button
            type="submit"
            className={styles.submit}
            disabled={!canSubmit}
            aria-disabled={!canSubmit}
            aria-describedby={!canSubmit && !pending ? hintId : undefined}
          >
            {pending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </div>
        <span id={hintId} className="visually-hidden">
          {t('newsletter.hint_disabled')}
        </span>
        {emailProblem !== null ? (
          <p id={emailMessageId} className={styles.error} role="alert">
            <AlertIcon aria-hidden="true" />
            {statusText(emailProblem)}
          </p>
        ) : null}

        <div className={styles.agreement}>
          <input
            id={`${id}-agreement`}
            className={styles.checkbox}
            type="checkbox"
            name="agreement"
            value="1"
            checked={agreed}
            aria-invalid={agreementProblem !== null}
            aria-describedby={agreementProblem !== null ? agreementMessageId : undefined}
            onChange={(event) => {
              const checked = event.target.checked;
              setAgreed(checked);
              if (checked) setAgreementProblem(null);
              else
                void loadValidation()
                  .then((v) => setAgreementProblem(v.agreementProblem(false)))
                  .catch(() => setAgreementProblem(618));
            }}
          />
          <label htmlFor={`${id}-agreement`} className={styles.agreementLabel}>
            <TaggedText
              text={t('newsletter.agree')}
              tags={{
                terms: (words) => (
                  <AppLink to="/termsOfService" className={styles.legalLink}>
                    {words}
                  </AppLink>
                ),
                privacy: (words) => (
                  <AppLink to="/privacyPolicy" className={styles.legalLink}>
                    {words}
                  </AppLink>
                ),
              }}
            />
          </label>
        </div>
        {agreementProblem !== null ? (
          <p id={agreementMessageId} className={styles.error} role="alert">
            <AlertIcon aria-hidden="true" />
            {statusText(agreementProblem)}
          </p>
        ) : null}
      </form>

      <SuccessDialog
        show={successOpen}
        open={successOpen}
        onClose={() => {
          setSuccessOpen(false);
          inputRef.current?.focus();
        }}
      />
    </section>
  );
}
