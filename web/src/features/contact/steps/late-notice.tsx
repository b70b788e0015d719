import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/ui/form-field';
import styles from './steps.module.css';

/** A delivery reported past the 14-day window: only the marketplace can act now. */
export function LateNotice({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <FormNotice tone="info">
      <p className={styles.noticeTitle}>{t('contact.late.title')}</p>
      <p>{t('contact.late.body', { days })}</p>
    </FormNotice>
  );
}
