import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons/icons';
import type { Option } from './form-field';
import styles from './choice-field.module.css';

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
  problem?: string | null;
  /** Laid out in a row (yes/no) or as a grid of tiles (longer lists). */
  layout?: 'row' | 'grid';
}

function Problem({ id, children }: { id: string; children: string | null | undefined }) {
  return children ? (
    <p id={id} className={styles.error} role="alert">
      <AlertIcon />
      {children}
    </p>
  ) : null;
}

/** One answer of a few (radio buttons in a fieldset): yes/no questions, reasons. */
export function RadioGroupField({
  name,
  legend,
  options,
  hint,
  problem,
  layout = 'row',
  value,
  onChange,
}: ChoiceGroupProps & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-describedby={[problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={`${styles.options} ${styles[layout]}`}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-checked={value === option.value || undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={styles.input}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Problem id={`${id}-problem`}>{problem}</Problem>
    </fieldset>
  );
}

/** Any number of answers (checkboxes in a fieldset): devices in use, interests. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  hint,
  problem,
  layout = 'grid',
  values,
  onChange,
}: ChoiceGroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const id = useId();
  const toggle = (option: string, on: boolean) => onChange(on ? [...values.filter((v) => v !== option), option] : values.filter((v) => v !== option));
  return (
    <fieldset className={styles.group} aria-describedby={[problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={`${styles.options} ${styles[layout]}`}>
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={option.value} className={styles.option} data-checked={checked || undefined}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={styles.input}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <Problem id={`${id}-problem`}>{problem}</Problem>
    </fieldset>
  );
}
