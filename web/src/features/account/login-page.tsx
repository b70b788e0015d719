import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loginRequest } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice, TextField, formStyles } from '../../components/ui/form-field';
import { LockIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { login, resendVerification } from './api';
import { AuthCard, authStyles } from './auth-card';
import { safeRedirect } from './redirect';
import { useSchemaForm } from '../../lib/use-schema-form';

/** 623: the email is not confirmed yet; the notice offers to send the confirmation email again. */
function NotConfirmed({ email }: { email: string }) {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const resend = useMutation({ mutationFn: () => resendVerification(email, code), meta: { inlineErrors: true } });
  if (resend.isSuccess) {
    return (
      <FormNotice tone="success">
        <p>{statusText('ok.verification_sent')}</p>
      </FormNotice>
    );
  }
  return (
    <FormNotice tone="danger">
      <p>{statusText(623)}</p>
      <button type="button" className={formStyles.noticeAction} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t('account.sending') : t('account.login.resend')}
      </button>
      {resend.isError ? <p>{errorMessage(resend.error)}</p> : null}
    </FormNotice>
  );
}

/**
 * /login and /register_signin. 601 (no such account) and 602 (wrong password) show above the
 * form; 623 (not confirmed) offers a resend. Success returns to `?redirect=` (a path of this
 * site) or opens the personal centre.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const target = safeRedirect(useSearch({ strict: false }).redirect);
  useDocumentTitle(t('account.login.title'));
  const form = useSchemaForm(loginRequest, { email: '', password: '' });
  const [refusal, setRefusal] = useState<{ error: unknown; email: string } | null>(null);

  const mutation = useMutation({
    mutationFn: login,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: () => void (target ? navigate({ href: target, replace: true }) : navigate({ to: '/personal_center/my_benefits', replace: true })),
    onError: (error, fields) => {
      if (form.showRefusal(error)) return;
      setRefusal({ error, email: fields.email ?? '' });
      if (error instanceof ApiError && error.status === 602) form.focus('password');
      else if (error instanceof ApiError && error.status === 601) form.focus('email');
    },
  });

  const status = refusal && refusal.error instanceof ApiError && !refusal.error.transport ? refusal.error.status : 0;

  return (
    <AuthCard
      icon={<LockIcon />}
      title={t('account.login.title')}
      intro={t('account.login.intro')}
      foot={
        <>
          {t('account.login.no_account')} <Link to="/signUp">{t('account.login.create')}</Link>
        </>
      }
    >
      <form
        ref={form.formRef}
        className={formStyles.form}
        data-testid="login-form"
        noValidate
        onSubmit={form.onSubmit(() => mutation.mutate({ email: form.values.email.trim(), password: form.values.password, site: code }))}
      >
        {target && !refusal ? (
          <FormNotice tone="info">
            <p>{t('account.login.needed')}</p>
          </FormNotice>
        ) : null}
        {refusal && status === 623 ? <NotConfirmed email={refusal.email} /> : null}
        {refusal && status !== 623 ? (
          <FormNotice tone="danger">
            <p>{errorMessage(refusal.error)}</p>
            {status === 601 ? (
              <Link to="/signUp" className={formStyles.noticeAction}>
                {t('account.login.create')}
              </Link>
            ) : null}
          </FormNotice>
        ) : null}
        <TextField {...form.field('email')} label={t('account.email')} type="email" inputMode="email" autoComplete="username" spellCheck={false} required />
        <TextField {...form.field('password')} label={t('account.password')} type="password" autoComplete="current-password" required />
        <p className={authStyles.aside}>
          <Link to="/forget_password">{t('account.login.forgot')}</Link>
        </p>
        <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('account.login.sending') : t('account.login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
