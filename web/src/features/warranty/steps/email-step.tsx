import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import type { AnswersState } from '../answers';
import { PrivacyNote } from '../privacy-note';
import { textQuestion } from '../text-question';

/** Step 3: the email address the confirmation goes to, with the data-protection note. */
export function EmailStep({ state }: { state: AnswersState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...textQuestion(state, 'email', true)}
        label={t('warranty.email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <PrivacyNote />
    </>
  );
}
