import { useTranslation } from 'react-i18next';
import styles from './insights.module.css';

/** What a part of the page shows while its figures load, or when they could not be read: a way to try again. */
export function Pending({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  return failed ? (
    <p className={styles.status} role="alert">
      {t('insights.error')}{' '}
      <button type="button" className={styles.linkButton} onClick={retry}>
        {t('insights.retry')}
      </button>
    </p>
  ) : (
    <p className={styles.status} role="status">
      {t('insights.loading')}
    </p>
  );
}
