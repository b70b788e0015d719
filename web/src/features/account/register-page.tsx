import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { registerRequest } from '@voltline/contracts';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { CheckboxField, FormNotice, SelectField, TextField, formStyles } from '../../components/ui/form-field';
import { UserIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { register, resendVerification } from './api';
import { AuthCard, authStyles } from './auth-card';
import { siteCountry, useCountryOptions } from '../../lib/countries';
import { ConfirmationSent } from './confirmation-sent';
import { useSchemaForm } from '../../lib/use-schema-form';

/** A refusal that is about the account, not a field: 604 (sign in instead), 628 (waits for confirmation). */
function Refusal({ error, email, onResent }: { error: unknown; email: string; onResent: () => void }) {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const resend = useMutation({ mutationFn: () => resendVerification(email, code), meta: { inlineErrors: true }, onSuccess: onResent });
  const status = error instanceof ApiError && !error.transport ? error.status : 0;
  return (
    <FormNotice tone="danger">
      <p>{errorMessage(error)}</p>
      {status === 604 ? (
        <Link to="/login" className={formStyles.noticeAction}>
          {t('account.register.sign_in')}
        </Link>
      ) : null}
      {status === 628 ? (
        <button type="button" className={formStyles.noticeAction} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? t('account.sending') : t('account.register.resend')}
        </button>
      ) : null}
      {resend.isError ? <p>{errorMessage(resend.error)}</p> : null}
    </FormNotice>
  );
}

/**
 * /signUp and /register_email: the register form (docs/product.md §2 and §5). Success (state 1,
 * status 607) shows the "check your inbox" view with a resend button.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const form = useSchemaForm(registerRequest, {
    email: '',
    password: '',
    confirm_password: '',
    username: '',
    fullname: '',
    country: siteCountry(code),
  });
  const [news, setNews] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** A refusal about the whole request (shown above the button); field problems show at their field. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const countries = useCountryOptions();
  useDocumentTitle(sentTo === null ? t('account.register.title') : t('account.sent.title'));

  const mutation = useMutation({
    mutationFn: register,
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: (_data, fields) => setSentTo(fields.email ?? ''),
    onError: (error) => {
      if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  if (sentTo !== null) {
    return (
      <ConfirmationSent
        email={sentTo}
        onRestart={() => {
          mutation.reset();
          setRefusal(null);
          setSentTo(null);
        }}
      />
    );
  }

  const fields = () => {
    const v = form.values;
    // "Keep me updated": an unticked checkbox is not sent at all (contracts/account.ts).
    return { ...v, email: v.email.trim(), site: code, ...(news ? { news: '1' } : {}) };
  };

  return (
    <AuthCard
      wide
      icon={<UserIcon />}
      title={t('account.register.title')}
      intro={t('account.register.intro')}
      foot={
        <>
          {t('account.register.have_account')} <Link to="/login">{t('account.register.sign_in')}</Link>
        </>
      }
    >
      <form
        ref={form.formRef}
        className={formStyles.form}
        data-testid="register-form"
        noValidate
        onSubmit={form.onSubmit(() => mutation.mutate(fields()), { site: code })}
      >
        <TextField {...form.field('email')} label={t('account.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
        <div className={formStyles.row}>
          <TextField
            {...form.field('password')}
            label={t('account.password')}
            type="password"
            autoComplete="new-password"
            hint={t('account.password_hint')}
            required
          />
          <TextField {...form.field('confirm_password')} label={t('account.confirm_password')} type="password" autoComplete="new-password" required />
        </div>
        <div className={formStyles.row}>
          <TextField {...form.field('username')} label={t('account.username')} autoComplete="nickname" maxLength={64} required />
          <TextField {...form.field('fullname')} label={t('account.fullname')} autoComplete="name" maxLength={128} required />
        </div>
        <SelectField
          {...form.field('country')}
          label={t('account.country')}
          placeholder={t('account.country_placeholder')}
          options={countries}
          autoComplete="country"
          required
        />
        <CheckboxField name="news" value="1" checked={news} onChange={setNews} label={t('account.news')} />
        <p className={authStyles.legal}>
          <Trans i18nKey="account.register.legal" components={{ terms: <AppLink to="/termsOfService" />, privacy: <AppLink to="/privacyPolicy" /> }} />
        </p>
        {refusal ? <Refusal error={refusal} email={form.values.email.trim()} onResent={() => setSentTo(form.values.email.trim())} /> : null}
        <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
          {mutation.isPending ? t('account.register.sending') : t('account.register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
