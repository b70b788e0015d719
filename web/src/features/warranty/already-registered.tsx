import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../components/ui/icons/icons';
import { ShieldCheckIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import styles from './already-registered.module.css';
import text from './form-text.module.css';

/**
 * Status 630: the email is already a warranty user and is not registered again (docs/product.md §4).
 * One registration covers all of the email's orders, so the way on is the device list.
 */
export function AlreadyRegistered({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.outcome} data-testid="warranty-already" aria-labelledby="already-title" aria-live="polite">
      <span className={styles.outcomeIcon} aria-hidden="true">
        <ShieldCheckIcon />
      </span>
      <h2 id="already-title" className={styles.outcomeTitle}>
        {t('warranty.already.title')}
      </h2>
      <p className={styles.outcomeText}>{t('warranty.already.text', { email })}</p>
      <p className={text.muted}>{t('warranty.already.devices_text')}</p>
      <div className={styles.outcomeActions}>
        <Link to="/personal_center/my_devices" className={`${button.button} ${button.primary}`}>
          {t('warranty.already.devices')}
          <ArrowRightIcon />
        </Link>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onAnother}>
          {t('warranty.already.another')}
        </button>
      </div>
    </section>
  );
}
