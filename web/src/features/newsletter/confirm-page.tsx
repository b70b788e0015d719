import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../../components/ui/message-panel';
import { AlertIcon, CheckIcon } from '../../components/ui/icons/icons';
import { MailIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { confirmSubscription } from './api';

const route = getRouteApi('/subscription_confirm');

/**
 * Opens from the confirmation email: posts the token once on load. A used or expired link (611)
 * offers to subscribe again from the footer box of the home page.
 */
export function ConfirmPage() {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const { code } = useCurrentSite();
  useDocumentTitle(t('subscription.title'));

  // A query, not an effect: it runs once per token even under StrictMode's double mount.
  const confirm = useQuery({
    queryKey: ['subscription-confirm', token],
    queryFn: () => confirmSubscription(token as string, code).then(() => true),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { inlineErrors: true },
  });

  const again = (
    <Link to="/index" hash="newsletter" className={`${button.button} ${button.primary}`}>
      {t('subscription.subscribe_again')}
    </Link>
  );
  const home = (
    <Link to="/index" className={`${button.button} ${button.secondary}`}>
      {t('subscription.home')}
    </Link>
  );

  if (!token) {
    return (
      <MessagePanel tone="danger" icon={<AlertIcon />} title={t('subscription.failed_title')} actions={again}>
        <p>{statusText(611)}</p>
      </MessagePanel>
    );
  }

  if (confirm.isPending) {
    return (
      <MessagePanel icon={<MailIcon />} title={t('subscription.title')} live>
        <p>{t('subscription.confirming')}</p>
      </MessagePanel>
    );
  }

  if (confirm.isError) {
    const expired = confirm.error instanceof ApiError && !confirm.error.transport;
    return (
      <MessagePanel
        tone="danger"
        icon={<AlertIcon />}
        title={t('subscription.failed_title')}
        actions={
          <>
            {again}
            {home}
          </>
        }
        live
      >
        <p>{expired ? confirm.error.message : errorMessage(confirm.error)}</p>
      </MessagePanel>
    );
  }

  return (
    <MessagePanel tone="success" icon={<CheckIcon />} title={t('subscription.confirmed_title')} actions={home} live>
      <p>{statusText('ok.subscription_confirmed')}</p>
    </MessagePanel>
  );
}
