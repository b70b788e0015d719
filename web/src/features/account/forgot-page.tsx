import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { forgetPasswordRequest } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormNotice, TextField, formStyles } from '../../components/ui/form-field';
import { AlertIcon } from '../../components/ui/icons/icons';
import { LockIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { forgetPassword } from './api';
import { AuthCard } from './auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';

/** Where each family of addresses says "link sent" (the old site had two sets of paths). */
type SentPath = '/forget_passoword_email' | '/success_retrievePsw';

/**
 * The email for a reset link (docs/product.md §5: required, correct format). The API answers the
 * same whether or not an account exists, so success always goes to "check your inbox".
 */
export function ForgotForm({ sentPath }: { sentPath: SentPath }) {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const navigate = useNavigate();
  const form = useSchemaForm(forgetPasswordRequest, { email: '' });
  const [refusal, setRefusal] = useState<unknown>(null);
  const mutation = useMutation({
    mutationFn: (email: string) => forgetPassword(email, code),
    meta: { inlineErrors: true },
    onMutate: () => setRefusal(null),
    onSuccess: (_data, email) => void navigate({ to: sentPath, state: { email } }),
    onError: (error) => {
      if (!form.showRefusal(error)) setRefusal(error);
    },
  });

  return (
    <form
      ref={form.formRef}
      className={formStyles.form}
      data-testid="forgot-form"
      noValidate
      onSubmit={form.onSubmit(() => mutation.mutate(form.values.email.trim()))}
    >
      <TextField {...form.field('email')} label={t('account.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
      {refusal ? (
        <FormNotice tone="danger">
          <p>{errorMessage(refusal)}</p>
        </FormNotice>
      ) : null}
      <button type="submit" className={`${button.button} ${button.primary} ${button.large} ${formStyles.submit}`} disabled={mutation.isPending}>
        {mutation.isPending ? t('account.sending') : t('account.forgot.submit')}
      </button>
    </form>
  );
}

function ForgotPage({ sentPath }: { sentPath: SentPath }) {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgot.title'));
  return (
    <AuthCard
      icon={<LockIcon />}
      title={t('account.forgot.title')}
      intro={t('account.forgot.intro')}
      foot={
        <>
          {t('account.forgot.remembered')} <Link to="/login">{t('account.back_to_sign_in')}</Link>
        </>
      }
    >
      <ForgotForm sentPath={sentPath} />
    </AuthCard>
  );
}

/** /forget_password */
export function ForgotPasswordPage() {
  return <ForgotPage sentPath="/forget_passoword_email" />;
}

/** /retrievePassword */
export function RetrievePasswordPage() {
  return <ForgotPage sentPath="/success_retrievePsw" />;
}

/** /reset_password_not_vaild: the reset link was used or is too old; ask for a new one here. */
export function ResetInvalidPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.reset_invalid.title'));
  return (
    <AuthCard
      tone="danger"
      icon={<AlertIcon />}
      title={t('account.reset_invalid.title')}
      intro={t('account.reset_invalid.text')}
      foot={<Link to="/login">{t('account.back_to_sign_in')}</Link>}
    >
      <ForgotForm sentPath="/forget_passoword_email" />
    </AuthCard>
  );
}
