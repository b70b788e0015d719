import { useId, type TextareaHTMLAttributes } from 'react';
import { AlertIcon } from '../../components/ui/icons/icons';
import { formStyles } from '../../components/ui/form-field';
import styles from './review.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
  hint?: string;
}

/** A labelled multi-line answer, styled like the text inputs. */
export function TextAreaField({ label, value, onChange, problem, hint, ...area }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        className={`${formStyles.input} ${styles.textarea}`}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className={formStyles.error} role="alert">
          <AlertIcon />
          {problem}
        </p>
      ) : null}
    </div>
  );
}
