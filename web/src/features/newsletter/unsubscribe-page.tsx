import { useMutation } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '../../lib/i18n';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../../components/ui/message-panel';
import { AlertIcon, CheckIcon } from '../../components/ui/icons/icons';
import { MailIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { unsubscribe } from './api';

const route = getRouteApi('/unsubscribe');

/**
 * The unsubscribe link of every newsletter. Opening it changes nothing (mail scanners follow
 * links); the button does. The API answers state 1 whatever the token.
 */
export function UnsubscribePage() {
  const statusText = useStatusText();
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const { code } = useCurrentSite();
  useDocumentTitle(t('unsubscribe.title'));
  const mutation = useMutation({ mutationFn: (value: string) => unsubscribe(value, code) });

  const home = (
    <Link to="/index" className={`${button.button} ${button.secondary}`}>
      {t('unsubscribe.home')}
    </Link>
  );

  if (!token) {
    return (
      <MessagePanel tone="danger" icon={<AlertIcon />} title={t('unsubscribe.title')} actions={home}>
        <p>{statusText(611)}</p>
      </MessagePanel>
    );
  }

  if (mutation.isSuccess) {
    return (
      <MessagePanel tone="success" icon={<CheckIcon />} title={t('unsubscribe.done_title')} actions={home} live>
        <p>{statusText('ok.unsubscribed')}</p>
        <p>
          {t('unsubscribe.resubscribe')}{' '}
          <Link to="/index" hash="newsletter">
            {t('subscription.subscribe_again')}
          </Link>
        </p>
      </MessagePanel>
    );
  }

  return (
    <MessagePanel
      icon={<MailIcon />}
      title={t('unsubscribe.title')}
      actions={
        <button type="button" className={`${button.button} ${button.dark}`} disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
          {mutation.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
        </button>
      }
    >
      <p>{t('unsubscribe.text')}</p>
    </MessagePanel>
  );
}
