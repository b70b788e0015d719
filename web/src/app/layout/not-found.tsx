import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../../components/ui/message-panel';
import { SearchIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';

/** Unknown addresses (the root route's notFoundComponent). */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.title'));
  return (
    <MessagePanel
      icon={<SearchIcon />}
      title={t('not_found.title')}
      actions={
        <Link to="/index" className={`${button.button} ${button.primary}`}>
          {t('not_found.home')}
        </Link>
      }
    >
      <p>{t('not_found.text')}</p>
    </MessagePanel>
  );
}
