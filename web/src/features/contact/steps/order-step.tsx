import { useTranslation } from 'react-i18next';
import { CONTACT_PRODUCT_CATEGORIES } from '@voltline/contracts';
import { SelectField, TextField, formStyles } from '../../../components/ui/form-field';
import { YesNoField } from '../contact-fields';
import { MARKETPLACE_OPTIONS } from '../marketplaces';
import type { ContactField } from '../use-contact-wizard';
import { LateNotice } from './late-notice';
import styles from './steps.module.css';

interface OrderStepProps {
  field: ContactField;
  /** The delivery date is asked only about a delivery. */
  subject: string | undefined;
  /** The latest delivery date the date field offers. */
  today: string;
  /** Days since a delivery reported past the 14-day window, or null. */
  lateDays: number | null;
}

/** Step 3: the order (marketplace, order number, product) and, for a delivery, when it came. */
export function OrderStep({ field, subject, today, lateDays }: OrderStepProps) {
  const { t } = useTranslation();
  const categories = CONTACT_PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`contact.categories.${value}`) }));
  return (
    <>
      <div className={formStyles.row}>
        <SelectField
          {...field('marketplace')}
          label={t('contact.fields.marketplace')}
          placeholder={t('contact.fields.marketplace_placeholder')}
          options={MARKETPLACE_OPTIONS}
          required
        />
        <TextField
          {...field('order_id')}
          label={t('contact.fields.order_id')}
          hint={t('contact.fields.order_id_hint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
        />
      </div>
      <div className={formStyles.row}>
        <SelectField
          {...field('product_category')}
          label={t('contact.fields.product_category')}
          placeholder={t('contact.fields.product_category_placeholder')}
          options={categories}
          required
        />
        <TextField {...field('product')} label={t('contact.fields.product')} hint={t('contact.fields.product_hint')} maxLength={128} required />
      </div>
      <YesNoField {...field('within_30_days')} legend={t('contact.fields.within_30_days')} />
      <YesNoField {...field('shipping_cost')} legend={t('contact.fields.shipping_cost')} />
      {subject === 'delivery' ? (
        <TextField {...field('delivered_on')} label={t('contact.fields.delivered_on')} type="date" max={today} required className={styles.dateField} />
      ) : null}
      {lateDays !== null ? <LateNotice days={lateDays} /> : null}
    </>
  );
}
