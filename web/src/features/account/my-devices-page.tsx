import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { ArrowRightIcon, DeviceIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import styles from './personal-center.module.css';

/**
 * /personal_center/my_devices. The device list (add by order ID, search, delete) belongs to the
 * warranty work; this tab explains where the orders come from and how to add one.
 */
export function MyDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.center.tab_devices'));
  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <div className={styles.sectionHead}>
        <h2 id="devices-title" className={styles.sectionTitle}>
          {t('account.devices.title')}
        </h2>
      </div>
      <div className={`${styles.panel} ${styles.empty}`}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <DeviceIcon />
        </span>
        <p>{t('account.devices.text')}</p>
        <ol className={styles.steps}>
          <li>{t('account.devices.step_register')}</li>
          <li>{t('account.devices.step_status')}</li>
          <li>{t('account.devices.step_all_orders')}</li>
        </ol>
        <AppLink to="/warranty" className={`${button.button} ${button.primary}`}>
          {t('account.devices.cta')}
          <ArrowRightIcon />
        </AppLink>
      </div>
    </section>
  );
}
