import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/form-field';
// The country list is the account forms' (ISO codes, names from the browser in the interface language).
import { useCountryOptions } from '../../../lib/countries';
import type { ContactField } from '../use-contact-wizard';

/** Step 2: who is asking (name, email, country). */
export function PersonalStep({ field }: { field: ContactField }) {
  const { t } = useTranslation();
  const country = field('country');
  const countries = useCountryOptions(country.value);
  return (
    <>
      <TextField {...field('name')} label={t('contact.fields.name')} autoComplete="name" maxLength={128} required />
      <TextField {...field('email')} label={t('contact.fields.email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
      <SelectField
        {...country}
        label={t('contact.fields.country')}
        placeholder={t('contact.fields.country_placeholder')}
        options={countries}
        autoComplete="country"
        required
      />
    </>
  );
}
