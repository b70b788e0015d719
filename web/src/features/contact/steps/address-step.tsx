import { useTranslation } from 'react-i18next';
import { TextField, formStyles } from '../../../components/ui/form-field';
import type { ContactField } from '../use-contact-wizard';
import styles from './steps.module.css';

/** Step 4: where a replacement would go, and a phone number for the courier. */
export function AddressStep({ field }: { field: ContactField }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.stepIntro}>{t('contact.wizard.address_intro')}</p>
      <TextField {...field('address_line1')} label={t('contact.fields.address_line1')} autoComplete="address-line1" maxLength={128} required />
      <TextField {...field('address_line2')} label={t('contact.fields.address_line2')} autoComplete="address-line2" maxLength={128} />
      <div className={formStyles.row}>
        <TextField {...field('city')} label={t('contact.fields.city')} autoComplete="address-level2" maxLength={64} required />
        <TextField {...field('state')} label={t('contact.fields.state')} autoComplete="address-level1" maxLength={64} required />
      </div>
      <div className={formStyles.row}>
        <TextField {...field('postal_code')} label={t('contact.fields.postal_code')} autoComplete="postal-code" maxLength={16} required />
        <TextField
          {...field('phone')}
          label={t('contact.fields.phone')}
          hint={t('contact.fields.phone_hint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={32}
          required
        />
      </div>
    </>
  );
}
