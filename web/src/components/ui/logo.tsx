import { BoltIcon } from './icons/icons';
import styles from './logo.module.css';

/** The Voltline wordmark: the bolt mark and the name, set in the system face. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <span className={styles.mark} aria-hidden="true">
        <BoltIcon />
      </span>
      <span>Voltline</span>
    </span>
  );
}
