import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '../../components/ui/form-field';
import { AlertIcon } from '../../components/ui/icons/icons';
import styles from './contact-fields.module.css';

function Problem({ id, children }: { id: string; children: string | null | undefined }) {
  return children ? (
    <p id={id} className={formStyles.error} role="alert">
      <AlertIcon />
      {children}
    </p>
  ) : null;
}

export interface Choice {
  value: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  problem?: string | null;
  /** 'cards' for a few options with a line of explanation each, 'inline' for yes/no. */
  layout?: 'cards' | 'inline';
}

/** Radio buttons in a fieldset: the subject, the solution, and the yes/no questions. */
export function ChoiceGroup({ name, legend, value, choices, onChange, problem, layout = 'cards' }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={problem ? `${id}-problem` : undefined} aria-invalid={problem ? true : undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={layout === 'cards' ? styles.cards : styles.inline}>
        {choices.map((choice) => (
          <label key={choice.value} className={`${styles.choice} ${choice.disabled ? styles.choiceDisabled : ''}`}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className={styles.radio}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{choice.label}</span>
              {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <Problem id={`${id}-problem`}>{problem}</Problem>
    </fieldset>
  );
}

/** A required yes/no question; the value is "yes", "no" or "" (not answered yet). */
export function YesNoField(props: Omit<ChoiceGroupProps, 'choices' | 'layout'>) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      {...props}
      layout="inline"
      choices={[
        { value: 'yes', label: t('contact.fields.yes') },
        { value: 'no', label: t('contact.fields.no') },
      ]}
    />
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string | null;
  hint?: string;
  maxLength?: number;
}

export function TextAreaField({ name, label, value, onChange, onBlur, problem, hint, maxLength = 5000 }: TextAreaFieldProps) {
  const id = useId();
  const described = [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={`${formStyles.input} ${styles.textarea}`}
        value={value}
        rows={6}
        maxLength={maxLength}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <Problem id={`${id}-problem`}>{problem}</Problem>
    </div>
  );
}
