import { useTranslation } from 'react-i18next';
import { CONTACT_SUPPORT_SUBJECTS } from '@voltline/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { ChoiceGroup } from '../contact-fields';
import type { ContactField } from '../use-contact-wizard';
import styles from '../contact-page.module.css';

/** Step 1: what the request is about; a general question goes to the enquiry form instead. */
export function SubjectStep({ field }: { field: ContactField }) {
  const { t } = useTranslation();
  const choices = CONTACT_SUPPORT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`), hint: t(`contact.subject_hints.${value}`) }));
  return (
    <>
      <ChoiceGroup {...field('subject')} legend={<span className="visually-hidden">{t('contact.wizard.steps.subject')}</span>} choices={choices} />
      <p className={styles.aside}>
        <AppLink to="/contact">{t('contact.wizard.enquiry_link')}</AppLink>
      </p>
    </>
  );
}
