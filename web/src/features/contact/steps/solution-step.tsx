import { useTranslation } from 'react-i18next';
import { CONTACT_SOLUTIONS } from '@voltline/contracts';
import { TextField, formStyles } from '../../../components/ui/form-field';
import { ChoiceGroup, TextAreaField } from '../contact-fields';
import { ImageField } from '../image-field';
import type { ContactField } from '../use-contact-wizard';
import { LateNotice } from './late-notice';

interface SolutionStepProps {
  field: ContactField;
  /** Days since a delivery reported past the 14-day window (only the marketplace solution is left), or null. */
  lateDays: number | null;
  image: File | null;
  onImage: (file: File | null) => void;
  imageProblem: string | null;
}

/** Step 5: the solution wanted, a message, the codes that help, and a photo. */
export function SolutionStep({ field, lateDays, image, onImage, imageProblem }: SolutionStepProps) {
  const { t } = useTranslation();
  const choices = CONTACT_SOLUTIONS.map((value) => ({
    value,
    label: t(`contact.solutions.${value}`),
    hint: t(`contact.solution_hints.${value}`),
    disabled: lateDays !== null && value !== 'contact_marketplace',
  }));
  return (
    <>
      {lateDays !== null ? <LateNotice days={lateDays} /> : null}
      <ChoiceGroup {...field('solution')} legend={t('contact.fields.solution')} choices={choices} />
      <TextAreaField {...field('message')} label={t('contact.fields.message')} hint={t('contact.fields.message_hint')} />
      <div className={formStyles.row}>
        <TextField {...field('product_code')} label={t('contact.fields.product_code')} hint={t('contact.fields.product_code_hint')} maxLength={64} />
        <TextField {...field('case_id')} label={t('contact.fields.case_id')} hint={t('contact.fields.case_id_hint')} maxLength={64} />
      </div>
      <ImageField file={image} onChange={onImage} problem={imageProblem} />
    </>
  );
}
