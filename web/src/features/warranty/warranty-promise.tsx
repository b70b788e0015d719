import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../lib/site-store';
import { CheckIcon } from '../../components/ui/icons/icons';
import { ShieldCheckIcon } from '../../components/ui/icons/page-icons';
import { useWarrantyPolicy } from './api';
import styles from './warranty-promise.module.css';

/** Beside the form (below it on phones): what registering brings, worded by the site's policy. */
export function WarrantyPromise() {
  const { t } = useTranslation();
  const { code } = useCurrentSite();
  const { data: policy } = useWarrantyPolicy(code);
  const points = [
    policy?.coverage === 'extended' ? t('warranty.success.extended_title', { wording: policy.wording }) : t('warranty.success.lifetime_title'),
    t('warranty.success.replacements_title'),
    t('warranty.success.support_title'),
    t('warranty.success.orders_title'),
  ];
  return (
    <aside className={styles.promise} aria-labelledby="promise-title">
      <span className={styles.promiseIcon} aria-hidden="true">
        <ShieldCheckIcon />
      </span>
      <h2 id="promise-title" className={styles.promiseLead}>
        {t('warranty.success.benefits_title')}
      </h2>
      <ul role="list" className={styles.promiseList}>
        {points.map((point) => (
          <li key={point}>
            <CheckIcon aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
    </aside>
  );
}
