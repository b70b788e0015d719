import { useTranslation } from 'react-i18next';
import styles from './route-pending.module.css';

/** Shown while a route's code loads (after the router's short pending delay). */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('a11y.loading')}</span>
    </div>
  );
}
