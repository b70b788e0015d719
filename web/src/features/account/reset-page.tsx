import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { setPasswordRequest, tokenField } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice, TextField, formStyles } from '../../components/ui/form-field';
import { CheckIcon } from '../../components/ui/icons/icons';
import { LockIcon, MailIcon } from '../../components/ui/icons/page-icons';
import { MessagePanel } from '../../components/ui/message-panel';
import button from '../../components/ui/button.module.css';
import { forgetPassword, setPassword } from './api';
import { AuthCard } from './auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';

/** The reset link works this long (API: RESET_LINK_TTL_MS). */
const RESET_LINK_MINUTES = 60;

type DonePath = '/reset_password_success' | '/success_resetPsw';

/**
 * The page of the emailed link: a new password twice (605, 617). A missing, used or expired
 * token (611) goes to /reset_password_not_vaild, where a new link can be asked for.
 */
function ResetPage({ donePath }: { donePath: DonePath }) {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const token = useSearch({ strict: false }).token ?? '';
  useDocumentTitle(t('account.reset.title'));
  const form = useSchemaForm(setPasswordRequest, { password: '', confirm_password: '' });
  const [refusal, setRefusal] = useState<unknown>(null);
  const mutation = useMutation({
    mutationFn: setPassword,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: () => void navigate({ to: donePath, replace: true }),
    onError: (error) => {
      if (error instanceof ApiError && !error.transport && error.status === 611) void navigate({ to: '/reset_password_not_vaild', replace: true });
      else if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  if (!tokenField.safeParse(token).success) return <Navigate to="/reset_password_not_vaild" replace />;

  return (
    <AuthCard
      icon={<LockIcon />}
      title={t('account.reset.title')}
      intro={t('account.reset.intro')}
      foot={<Link to="/login">{t('account.back_to_sign_in')}</Link>}
    >
      <form
        ref={form.formRef}
        className={formStyles.form}
        data-testid="reset-form"
        noValidate
        onSubmit={form.onSubmit(() => mutation.mutate({ ...form.values, token, site: code }), { token })}
      >
        <TextField
          {...form.field('password')}
          label={t('account.reset.password')}
          type="password"
          autoComplete="new-password"
          hint={t('account.password_hint')}
          required
        />
        <TextField {...form.field('confirm_password')} label={t('account.confirm_password')} type="password" autoComplete="new-password" required />
        {refusal ? (
          <FormNotice tone="danger">
            <p>{errorMessage(refusal)}</p>
          </FormNotice>
        ) : null}
        <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('account.reset.sending') : t('account.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

/** /reset_password */
export function ResetPasswordPage() {
  return <ResetPage donePath="/reset_password_success" />;
}

/** /resetPassword */
export function ResetPasswordAltPage() {
  return <ResetPage donePath="/success_resetPsw" />;
}

/** /reset_password_success and /success_resetPsw: done; every session ended, so sign in again. */
export function ResetDonePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.reset_done.title'));
  return (
    <MessagePanel
      tone="success"
      icon={<CheckIcon />}
      title={t('account.reset_done.title')}
      actions={
        <Link to="/login" className={`${button.button} ${button.primary}`}>
          {t('account.reset_done.sign_in')}
        </Link>
      }
    >
      <p>{t('account.reset_done.text')}</p>
    </MessagePanel>
  );
}

/**
 * /forget_passoword_email and /success_retrievePsw: "check your inbox". The address comes in the
 * history state (never the URL); with it the link can be sent again from here.
 */
export function ResetLinkSentPage() {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const format = useFormat();
  const { code } = useCurrentSite();
  const email = useLocation({ select: (location) => location.state.email });
  useDocumentTitle(t('account.forgot_sent.title'));
  const resend = useMutation({ mutationFn: (address: string) => forgetPassword(address, code), meta: { inlineErrors: true } });

  return (
    <MessagePanel
      icon={<MailIcon />}
      title={t('account.forgot_sent.title')}
      live
      actions={
        <>
          {email ? (
            <button type="button" className={`${button.button} ${button.primary}`} disabled={resend.isPending} onClick={() => resend.mutate(email)}>
              {resend.isPending ? t('account.sending') : t('account.forgot_sent.resend')}
            </button>
          ) : null}
          <Link to="/login" className={`${button.button} ${button.secondary}`}>
            {t('account.back_to_sign_in')}
          </Link>
        </>
      }
    >
      <p>{email ? <Trans i18nKey="account.forgot_sent.text" values={{ email }} components={{ strong: <strong /> }} /> : statusText('ok.reset_link_sent')}</p>
      <p>{t('account.forgot_sent.validity', { duration: format.duration(RESET_LINK_MINUTES, 'minute') })}</p>
      {resend.isSuccess ? (
        <FormNotice tone="success">
          <p>{t('account.forgot_sent.resent')}</p>
        </FormNotice>
      ) : null}
      {resend.isError ? (
        <FormNotice tone="danger">
          <p>{errorMessage(resend.error)}</p>
        </FormNotice>
      ) : null}
    </MessagePanel>
  );
}
