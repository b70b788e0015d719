import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/ui/icons/icons';
import styles from './review.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

const Star = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z" fill="currentColor" />
  </svg>
);

/** 1 to 5 stars as radio buttons: arrow keys move between them, each is announced as "n of 5 stars". */
export function StarRating({
  name,
  legend,
  value,
  onChange,
  problem,
}: {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset className={styles.stars} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.starRow}>
        {STARS.map((n) => (
          <label key={n} className={styles.star} data-on={n <= chosen || undefined}>
            <input
              type="radio"
              name={name}
              value={String(n)}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              className={styles.starInput}
              aria-label={t('review.form.star_label', { count: n })}
            />
            <Star />
          </label>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          <AlertIcon />
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
