import { useTranslation } from 'react-i18next';
import { BCP47, toLang } from '@voltline/locales';
import { CheckIcon } from '../../../components/ui/icons/icons';
import type { AnswersState } from '../answers';
import { isAmazon, storeOptions } from '../stores';
import { GroupProblem } from './group-problem';
import styles from './radio-cards.module.css';
import text from '../form-text.module.css';

/** Step 4: where it was bought, Amazon's stores first, then the other marketplaces. */
export function StoreStep({ state }: { state: AnswersState }) {
  const { t, i18n } = useTranslation();
  const options = storeOptions(BCP47[toLang(i18n.language)]);
  const problem = state.problems.store;
  const groups = [
    { key: 'amazon', label: t('warranty.store.amazon'), options: options.filter((o) => isAmazon(o.code)) },
    { key: 'other', label: t('warranty.store.other'), options: options.filter((o) => !isAmazon(o.code)) },
  ];
  return (
    <div className={styles.storeGroups} role="radiogroup" aria-labelledby="warranty-step-title" aria-describedby={problem ? 'store-problem' : undefined}>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.choiceGroup}>
          <legend className={text.groupLabel}>{group.label}</legend>
          <div className={`${styles.choices} ${styles.storeChoices}`}>
            {group.options.map((option) => (
              <label key={option.code} className={styles.choice}>
                <input
                  type="radio"
                  name="store"
                  value={option.code}
                  className={styles.choiceInput}
                  checked={state.answers.store === option.code}
                  onChange={() => state.set('store', option.code)}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceName}>{option.name}</span>
                  {option.region ? <span className={styles.choiceSub}>{option.region}</span> : null}
                </span>
                <CheckIcon className={styles.choiceCheck} />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <GroupProblem id="store-problem" problem={problem} />
    </div>
  );
}
