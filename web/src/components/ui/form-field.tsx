import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, ChevronDownIcon } from './icons/icons';
import { EyeIcon, EyeOffIcon, MailIcon } from './icons/page-icons';
import styles from './form.module.css';
import type { Option } from '../../lib/option';

/** Ids tying a control to its hint and its problem (aria-describedby), problem first. */
function useDescribedBy(hint: ReactNode, problem: string | null | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const problemId = problem ? `${id}-problem` : undefined;
  return { id, hintId, problemId, describedBy: [problemId, hintId].filter(Boolean).join(' ') || undefined };
}

function Hint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

/** A field's problem, announced as it appears (checked on blur, cleared while typing). */
function Problem({ id, children }: { id: string | undefined; children: string | null | undefined }) {
  return children ? (
    <p id={id} className={styles.error} role="alert">
      <AlertIcon />
      {children}
    </p>
  ) : null;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
  hint?: ReactNode;
}

/** A labelled text input; `type="password"` adds a show/hide toggle. */
export function TextField({ label, value, onChange, problem, hint, type = 'text', className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const { id, hintId, problemId, describedBy } = useDescribedBy(hint, problem);
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={`${styles.input} ${password ? styles.withToggle : ''}`}
          type={password && revealed ? 'text' : type}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {password ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('form.show_password')}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      <Hint id={hintId}>{hint}</Hint>
      <Problem id={problemId}>{problem}</Problem>
    </div>
  );
}

export type { Option };

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  /** The empty first option ("Choose..."): a required select starts unchosen. */
  placeholder?: string;
  onChange: (value: string) => void;
  problem?: string | null;
  hint?: ReactNode;
}

export function SelectField({ label, value, options, placeholder, onChange, problem, hint, className, ...select }: SelectFieldProps) {
  const { id, hintId, problemId, describedBy } = useDescribedBy(hint, problem);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...select}
          id={id}
          className={`${styles.input} ${styles.select}`}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.selectChevron} />
      </div>
      <Hint id={hintId}>{hint}</Hint>
      <Problem id={problemId}>{problem}</Problem>
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type' | 'name'> {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.check} ${className ?? ''}`}>
      <input {...input} id={id} className={styles.checkbox} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
    </div>
  );
}

/**
 * A message about the whole form or page section: refusals are alerts, results are status
 * messages (both live regions, so screen readers announce them when they appear).
 */
export function FormNotice({ tone, children }: { tone: 'danger' | 'success' | 'info'; children: ReactNode }) {
  const Icon = tone === 'danger' ? AlertIcon : tone === 'success' ? CheckIcon : MailIcon;
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon />
      <div className={styles.noticeBody}>{children}</div>
    </div>
  );
}

export { styles as formStyles };
