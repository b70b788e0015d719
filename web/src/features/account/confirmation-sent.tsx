import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { FormNotice } from '../../components/ui/form-field';
import { MailIcon } from '../../components/ui/icons/page-icons';
import { MessagePanel } from '../../components/ui/message-panel';
import button from '../../components/ui/button.module.css';
import { resendVerification } from './api';

/** After sign-up (607): "check your inbox", with a resend button and a way back to the form. */
export function ConfirmationSent({ email, onRestart }: { email: string; onRestart: () => void }) {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const resend = useMutation({ mutationFn: () => resendVerification(email, code), meta: { inlineErrors: true } });

  return (
    <MessagePanel
      icon={<MailIcon />}
      title={t('account.sent.title')}
      live
      actions={
        <>
          <button type="button" className={`${button.button} ${button.primary}`} disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? t('account.sending') : t('account.sent.resend')}
          </button>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={onRestart}>
            {t('account.sent.other_email')}
          </button>
        </>
      }
    >
      <p>
        <Trans i18nKey="account.sent.text" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p>{t('account.sent.spam')}</p>
      {resend.isSuccess ? (
        <FormNotice tone="success">
          <p>{statusText('ok.verification_sent')}</p>
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
