import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-store';
import { CloseIcon, AlertIcon, CheckIcon } from '../icons/icons';
import styles from './toaster.module.css';

/** Renders the toasts. Errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toast.subscribe, toast.snapshot, toast.snapshot);
  const errors = items.filter((item) => item.kind === 'error');
  const others = items.filter((item) => item.kind !== 'error');
  const render = (list: typeof items) =>
    list.map((item) => (
      <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`}>
        <span className={styles.icon} aria-hidden="true">
          {item.kind === 'error' ? <AlertIcon /> : <CheckIcon />}
        </span>
        <p className={styles.message}>{item.message}</p>
        <button type="button" className={styles.close} onClick={() => toast.dismiss(item.id)} aria-label={t('a11y.dismiss')}>
          <CloseIcon />
        </button>
      </div>
    ));
  return (
    <div className={styles.region}>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {render(errors)}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {render(others)}
      </div>
    </div>
  );
}
