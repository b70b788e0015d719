import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import type { AnswersState } from '../answers';
import { textQuestion } from '../text-question';

/** Step 2: the name the registration is made out to. */
export function NameStep({ state }: { state: AnswersState }) {
  const { t } = useTranslation();
  return <TextField {...textQuestion(state, 'name', true)} label={t('warranty.name.label')} autoComplete="name" maxLength={128} />;
}
