import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { isChunkLoadError } from '../../lib/lazy-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../../components/ui/message-panel';
import { AlertIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';

/**
 * A route that failed. A chunk that could not be loaded (or took longer than 120 s, docs/product.md
 * §9) is a load error: retrying reloads the page, which fetches the code again. An api answering
 * 503 (its store away for a moment) gets the "back in a moment" text the server's 503 page shows.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const loadError = isChunkLoadError(error);
  const unavailable = error instanceof ApiError && error.transport && error.status === 503;
  const title = loadError ? t('errors.load_title') : unavailable ? t('errors.unavailable_title') : t('errors.generic_title');
  useDocumentTitle(title);

  const retry = () => {
    if (loadError) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };

  return (
    <MessagePanel
      tone="danger"
      icon={<AlertIcon />}
      title={title}
      actions={
        <button type="button" className={`${button.button} ${button.primary}`} onClick={retry}>
          {t('errors.retry')}
        </button>
      }
    >
      <p role="alert">{loadError ? t('errors.load_text') : unavailable ? t('errors.unavailable_text') : t('errors.generic_text')}</p>
    </MessagePanel>
  );
}
