import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/ui/icons/icons';
import type { Step } from './steps';
import styles from './progress.module.css';

/** The wizard's steps as a numbered list: done ones ticked, the current one marked for screen readers too. */
export function Progress({ steps, current }: { steps: readonly Step[]; current: number }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.progress} aria-label={t('contact.wizard.progress_label')}>
      <p className={styles.progressText}>{t('contact.wizard.progress', { current: current + 1, total: steps.length })}</p>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${((current + 1) / steps.length) * 100}%` }} />
      </div>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index < current ? styles.stepDone : ''} ${index === current ? styles.stepCurrent : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index < current ? <CheckIcon /> : index + 1}
            </span>
            <span>{t(`contact.wizard.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
