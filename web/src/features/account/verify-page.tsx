import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resendVerificationRequest, type UserInfo } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { FormNotice, TextField, formStyles } from '../../components/ui/form-field';
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import { FlaskIcon, MailIcon } from '../../components/ui/icons/page-icons';
import { MessagePanel } from '../../components/ui/message-panel';
import button from '../../components/ui/button.module.css';
import { resendVerification, verifyEmail } from './api';
import { AuthCard, authStyles } from './auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';
import styles from './verify-page.module.css';

/** docs/product.md §9: the welcome page returns home after a countdown (here 5 seconds, shown). */
export const WELCOME_SECONDS = 5;

/**
 * Signed in with a confirmed email: a welcome that counts down and returns home, and the
 * invitation to join the testers. The countdown can be stopped (WCAG 2.2.1, timing adjustable).
 */
function Welcome({ user }: { user: UserInfo }) {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [left, setLeft] = useState(WELCOME_SECONDS);
  const [stopped, setStopped] = useState(false);
  const homeLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      void navigate({ to: '/index' });
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, stopped, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <span className={styles.icon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 id="welcome-title" className={styles.title}>
          {t('account.welcome.title', { name: user.username || user.email })}
        </h1>
        <p className={styles.text} role="status">
          {statusText('ok.email_confirmed')}
        </p>
        <p className={styles.countdown} data-testid="welcome-countdown" role="timer" aria-atomic="true">
          {stopped ? (
            t('account.welcome.stopped')
          ) : (
            <>
              <span className={styles.seconds} aria-hidden="true">
                {left}
              </span>
              {t('account.welcome.countdown', { duration: format.duration(left, 'second') })}
            </>
          )}
        </p>
        <div className={styles.actions}>
          <Link ref={homeLink} to="/index" className={`${button.button} ${button.primary}`}>
            {t('account.welcome.go_now')}
          </Link>
          {stopped ? null : (
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              onClick={() => {
                setStopped(true);
                homeLink.current?.focus(); // the button goes away with the countdown
              }}
            >
              {t('account.welcome.stay')}
            </button>
          )}
        </div>
      </section>

      <aside className={styles.tester} aria-labelledby="welcome-tester">
        <span className={styles.testerIcon} aria-hidden="true">
          <FlaskIcon />
        </span>
        <div className={styles.testerCopy}>
          <h2 id="welcome-tester" className={styles.testerTitle}>
            {t('account.welcome.tester_title')}
          </h2>
          <p className={styles.testerText}>{t('account.welcome.tester_text')}</p>
        </div>
        <AppLink to="/betatester" className={`${button.button} ${button.dark} ${styles.testerCta}`}>
          {t('account.welcome.tester_cta')}
          <ArrowRightIcon />
        </AppLink>
      </aside>
    </div>
  );
}

/** 611: the link was used or is too old. A new confirmation email can be asked for here. */
function ResendForm() {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const form = useSchemaForm(resendVerificationRequest, { email: '' });
  const resend = useMutation({
    mutationFn: (email: string) => resendVerification(email, code),
    meta: { inlineErrors: true },
    onError: (error) => void form.showRefusal(error),
  });
  return (
    <form
      ref={form.formRef}
      className={formStyles.form}
      data-testid="resend-form"
      noValidate
      onSubmit={form.onSubmit(() => resend.mutate(form.values.email.trim()))}
    >
      <TextField {...form.field('email')} label={t('account.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
      {resend.isSuccess ? (
        <FormNotice tone="success">
          <p>{statusText('ok.verification_sent')}</p>
        </FormNotice>
      ) : null}
      {resend.isError && !(resend.error instanceof ApiError && [608, 609].includes(resend.error.status)) ? (
        <FormNotice tone="danger">
          <p>{errorMessage(resend.error)}</p>
        </FormNotice>
      ) : null}
      <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={resend.isPending}>
        {resend.isPending ? t('account.sending') : t('account.verify.resend_submit')}
      </button>
    </form>
  );
}

/**
 * /register_email_vaild?token=...: the link of the confirmation email. Posts the token once on
 * load; success signs the person in and welcomes them.
 */
export function VerifyPage() {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const token = useSearch({ strict: false }).token ?? '';

  // A query, not an effect: the single-use token is posted once even under StrictMode's double mount.
  const verify = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token, code),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { inlineErrors: true },
  });
  useDocumentTitle(verify.isSuccess ? t('account.welcome.title', { name: verify.data.username || verify.data.email }) : t('account.verify.title'));

  if (verify.isSuccess) return <Welcome user={verify.data} />;

  if (token !== '' && verify.isPending) {
    return (
      <MessagePanel icon={<MailIcon />} title={t('account.verify.title')} live>
        <p>{t('account.verify.working')}</p>
      </MessagePanel>
    );
  }

  const transport = verify.error instanceof ApiError && verify.error.transport;
  if (transport) {
    return (
      <MessagePanel
        tone="danger"
        icon={<AlertIcon />}
        title={t('account.verify.failed_title')}
        live
        actions={
          <button type="button" className={`${button.button} ${button.primary}`} onClick={() => void verify.refetch()}>
            {t('errors.retry')}
          </button>
        }
      >
        <p>{errorMessage(verify.error)}</p>
      </MessagePanel>
    );
  }

  // No token, or the API refused it (611).
  return (
    <AuthCard tone="danger" icon={<AlertIcon />} title={t('account.verify.failed_title')} intro={verify.error ? errorMessage(verify.error) : statusText(611)}>
      <p className={authStyles.intro}>{t('account.verify.resend_intro')}</p>
      <ResendForm />
    </AuthCard>
  );
}
