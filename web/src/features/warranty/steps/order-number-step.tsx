import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import type { AnswersState } from '../answers';
import { textQuestion } from '../text-question';

/** Step 6: the marketplace's order number, the proof of purchase. */
export function OrderNumberStep({ state }: { state: AnswersState }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...textQuestion(state, 'order_number', true)}
      label={t('warranty.order.label')}
      hint={t('warranty.order.hint')}
      placeholder="xxx-xxxxxxx-xxxxxxx"
      autoComplete="off"
      spellCheck={false}
      maxLength={32}
    />
  );
}
