import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '../../lib/site-store';
import { useFormat } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { ArrowRightIcon, BoltIcon, CheckIcon } from '../../components/ui/icons/icons';
import { DeviceIcon, MailIcon, ShieldCheckIcon } from '../../components/ui/icons/page-icons';
import button from '../../components/ui/button.module.css';
import { useWarrantyPolicy } from './api';
import styles from './success-page.module.css';

/**
 * /warranty_success: the registration is in. Lists what it brings, worded by the policy of the
 * site in use (lifetime, or 18+36 months), and what happens next (the order check, the 14 days).
 */
export function WarrantySuccessPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { code } = useCurrentSite();
  const { data: policy } = useWarrantyPolicy(code);
  useDocumentTitle(t('warranty.success.title'));
  const standard = format.duration(policy?.standard_months ?? 12, 'month');
  const extended = policy?.coverage === 'extended' && policy.extended_months !== null;

  const benefits = [
    extended
      ? {
          key: 'extended',
          Icon: ShieldCheckIcon,
          title: t('warranty.success.extended_title', { wording: policy.wording }),
          text: t('warranty.success.extended_text', { standard, total: format.duration(policy.extended_months ?? 0, 'month') }),
        }
      : { key: 'lifetime', Icon: ShieldCheckIcon, title: t('warranty.success.lifetime_title'), text: t('warranty.success.lifetime_text', { standard }) },
    { key: 'replacements', Icon: BoltIcon, title: t('warranty.success.replacements_title'), text: t('warranty.success.replacements_text') },
    { key: 'support', Icon: MailIcon, title: t('warranty.success.support_title'), text: t('warranty.success.support_text') },
    { key: 'orders', Icon: DeviceIcon, title: t('warranty.success.orders_title'), text: t('warranty.success.orders_text') },
  ];

  return (
    <div className={styles.page}>
      <div className={`${styles.inner} ${styles.successInner}`}>
        <section className={styles.successHero} aria-labelledby="success-title" data-testid="warranty-success">
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon />
          </span>
          <h1 id="success-title" className={styles.title}>
            {t('warranty.success.title')}
          </h1>
          <p className={styles.successText}>{t('warranty.success.text')}</p>
        </section>

        <section className={styles.benefitsBlock} aria-labelledby="benefits-title">
          <h2 id="benefits-title" className={styles.blockTitle}>
            {t('warranty.success.benefits_title')}
          </h2>
          <ul role="list" className={styles.benefits}>
            {benefits.map(({ key, Icon, title, text }) => (
              <li key={key} className={styles.benefit} data-benefit={key}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  <Icon />
                </span>
                <h3 className={styles.benefitTitle}>{title}</h3>
                <p className={styles.benefitText}>{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.next} aria-labelledby="next-title">
          <h2 id="next-title" className={styles.nextTitle}>
            {t('warranty.success.next_title')}
          </h2>
          <p>{t('warranty.success.next_text')}</p>
        </section>

        <div className={styles.successActions}>
          <Link to="/personal_center/my_devices" className={`${button.button} ${button.primary} ${button.large}`}>
            {t('warranty.success.devices')}
            <ArrowRightIcon />
          </Link>
          <AppLink to="/about/warrantyPolicy" className={`${button.button} ${button.secondary} ${button.large}`}>
            {t('warranty.success.policy')}
          </AppLink>
          <Link to="/index" className={styles.homeLink}>
            {t('warranty.success.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
