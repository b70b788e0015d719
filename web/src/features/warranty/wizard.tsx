import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { WARRANTY_ITEMS } from '@voltline/contracts';
import { BCP47, toLang } from '@voltline/locales';
import { useChooseSite, useCurrentSite } from '../../lib/site-store';
import { useFormat } from '../../lib/format';
import { AppLink } from '../../components/ui/app-link';
import { Flag } from '../../components/ui/flag';
import { TextField } from '../../components/ui/form-field';
import { AlertIcon, ArrowRightIcon, CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import { problemText, type AnswersState, type Question } from './answers';
import { AdapterIcon, CableIcon, ChargerIcon, StandIcon } from './item-icons';
import { isAmazon, storeOptions } from './stores';
import { useWarrantyPolicy } from './api';
import styles from './warranty.module.css';

/** The six steps of docs/product.md §2: welcome, then one question each. */
export const STEPS: readonly (Question | 'welcome')[] = ['welcome', 'name', 'email', 'store', 'item', 'order_number'];
export const LAST_STEP = STEPS.length - 1;

const ITEM_ICONS = { cable: CableIcon, charger: ChargerIcon, adapter: AdapterIcon, stand: StandIcon } as const;

/** The data-protection note under the email address (docs/product.md §2, step 3). */
export function PrivacyNote() {
  return (
    <p className={styles.privacy}>
      <Trans i18nKey="warranty.email.privacy" components={{ privacy: <AppLink to="/privacyPolicy" /> }} />
    </p>
  );
}

/** A group's problem, announced as it appears. */
function GroupProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className={styles.groupError} role="alert">
      <AlertIcon />
      {problemText(problem)}
    </p>
  ) : null;
}

/** Step 1: what registering brings on this site, and the language flags. */
function Welcome() {
  const { t } = useTranslation();
  const format = useFormat();
  const { site, sites, code } = useCurrentSite();
  const chooseSite = useChooseSite();
  const { data: policy } = useWarrantyPolicy(code);
  const standard = format.duration(policy?.standard_months ?? 12, 'month');
  return (
    <div className={styles.welcome}>
      <p className={styles.lead}>
        {policy?.coverage === 'extended'
          ? t('warranty.welcome.extended', { standard, wording: policy.wording })
          : t('warranty.welcome.lifetime', { standard })}
      </p>
      <p className={styles.muted}>{t('warranty.welcome.ready')}</p>
      {sites.length > 0 ? (
        <fieldset className={styles.languages}>
          <legend className={styles.groupLabel}>{t('warranty.welcome.language')}</legend>
          <ul role="list" className={styles.flags}>
            {sites.map((s) => {
              const current = s.site === site?.site;
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    className={styles.flagButton}
                    aria-pressed={current}
                    data-site={s.site}
                    lang={BCP47[toLang(s.siteLang || s.site)]}
                    onClick={() => chooseSite(s)}
                  >
                    <Flag site={s} />
                    <span>{s.name}</span>
                    {current ? <CheckIcon className={styles.flagCheck} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}

function StoreStep({ state }: { state: AnswersState }) {
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
          <legend className={styles.groupLabel}>{group.label}</legend>
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

function ItemStep({ state }: { state: AnswersState }) {
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

/** Props of a text question for TextField: value, problem shown, checked on blur, cleared while typing. */
export function textQuestion(state: AnswersState, question: Question, wizard: boolean) {
  const problem = state.problems[question];
  return {
    name: question,
    value: state.answers[question],
    problem: problem ? problemText(problem) : null,
    onChange: (value: string) => state.set(question, value),
    onBlur: () => {
      if (state.answers[question]) state.check(question, wizard);
    },
  };
}

interface WizardProps {
  state: AnswersState;
  step: number;
  onStep: (step: number) => void;
  onSubmit: () => void;
  pending: boolean;
  /** A refusal about the whole request, shown above the buttons of the last step. */
  refusal: ReactNode;
}

/**
 * The six-step registration (docs/product.md §2). Back and Next keep every answer; Next checks the
 * step's question with the API's schema first; the last step submits. Progress is "answered x of
 * y" (the questions that hold a valid answer) and a bar.
 */
export function Wizard({ state, step, onStep, onSubmit, pending, refusal }: WizardProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(true);
  const current = STEPS[step] ?? 'welcome';

  // A new step: move focus to its question, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const input = formRef.current?.querySelector<HTMLInputElement>('input[type="text"], input[type="email"]');
    (input ?? titleRef.current)?.focus();
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (current !== 'welcome' && !state.check(current, true)) {
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (step < LAST_STEP) onStep(step + 1);
    else onSubmit();
  };

  const title = current === 'welcome' ? t('warranty.welcome.title') : t(`warranty.${current === 'order_number' ? 'order' : current}.title`);

  return (
    <form ref={formRef} className={styles.wizard} noValidate onSubmit={next} data-testid="warranty-wizard" data-step={step + 1}>
      <div className={styles.progress}>
        <div className={styles.progressText}>
          <span>{t('warranty.step_of', { step: step + 1, total: STEPS.length })}</span>
          <span data-testid="warranty-progress" aria-live="polite">
            {t('warranty.progress', { answered: state.answered, total: state.total })}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('warranty.progress_label')}
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.answered}
          aria-valuetext={t('warranty.progress', { answered: state.answered, total: state.total })}
        >
          <span style={{ width: `${(state.answered / state.total) * 100}%` }} />
        </div>
      </div>

      <h2 id="warranty-step-title" ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>

      <div className={styles.stepBody}>
        {current === 'welcome' ? <Welcome /> : null}
        {current === 'name' ? <TextField {...textQuestion(state, 'name', true)} label={t('warranty.name.label')} autoComplete="name" maxLength={128} /> : null}
        {current === 'email' ? (
          <>
            <TextField {...textQuestion(state, 'email', true)} label={t('warranty.email.label')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
            <PrivacyNote />
          </>
        ) : null}
        {current === 'store' ? <StoreStep state={state} /> : null}
        {current === 'item' ? <ItemStep state={state} /> : null}
        {current === 'order_number' ? (
          <TextField
            {...textQuestion(state, 'order_number', true)}
            label={t('warranty.order.label')}
            hint={t('warranty.order.hint')}
            placeholder="xxx-xxxxxxx-xxxxxxx"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
          />
        ) : null}
      </div>

      {step === LAST_STEP ? refusal : null}

      <div className={styles.nav}>
        {step > 0 ? (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => onStep(step - 1)} disabled={pending}>
            {t('warranty.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={pending}>
          {step === 0 ? t('warranty.start') : step === LAST_STEP ? (pending ? t('warranty.sending') : t('warranty.submit')) : t('warranty.next')}
          {step < LAST_STEP ? <ArrowRightIcon /> : null}
        </button>
      </div>
    </form>
  );
}
