import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import type { AnswersState } from '../answers';
import { textQuestion } from '../text-question';

/** The marketplace's order number, the proof of purchase: step 6, and the quick form's last field (`wizard` false). */
export function OrderNumberStep({ state, wizard = true }: { state: AnswersState; wizard?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...textQuestion(state, 'order_number', wizard)}
      label={t('warranty.order.label')}
      hint={t('warranty.order.hint')}
      placeholder="xxx-xxxxxxx-xxxxxxx"
      autoComplete="off"
      spellCheck={false}
      maxLength={32}
    />
  );
}
