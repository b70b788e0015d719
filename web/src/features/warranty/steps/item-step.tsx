import { useTranslation } from 'react-i18next';
import { WARRANTY_ITEMS } from '@voltline/contracts';
import { CheckIcon } from '../../../components/ui/icons/icons';
import type { AnswersState } from '../answers';
import { AdapterIcon, CableIcon, ChargerIcon, StandIcon } from '../item-icons';
import { GroupProblem } from './group-problem';
import styles from './radio-cards.module.css';

const ITEM_ICONS = { cable: CableIcon, charger: ChargerIcon, adapter: AdapterIcon, stand: StandIcon } as const;

/** Step 5: what kind of product it is, as pictures. */
export function ItemStep({ state }: { state: AnswersState }) {
  const { t } = useTranslation();
  const problem = state.problems.item;
  return (
    <div role="radiogroup" aria-labelledby="warranty-step-title" aria-describedby={problem ? 'item-problem' : undefined}>
      <div className={`${styles.choices} ${styles.itemChoices}`}>
        {WARRANTY_ITEMS.map((item) => {
          const Icon = ITEM_ICONS[item];
          return (
            <label key={item} className={`${styles.choice} ${styles.itemChoice}`}>
              <input
                type="radio"
                name="item"
                value={item}
                className={styles.choiceInput}
                checked={state.answers.item === item}
                onChange={() => state.set('item', item)}
              />
              <span className={styles.itemIcon} aria-hidden="true">
                <Icon />
              </span>
              <span className={styles.choiceName}>{t(`warranty.item.${item}`)}</span>
              <CheckIcon className={styles.choiceCheck} />
            </label>
          );
        })}
      </div>
      <GroupProblem id="item-problem" problem={problem} />
    </div>
  );
}
