import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** An inline notice inside a page (the page keeps its own heading). */
export function Notice({ tone = 'info', title, children }: { tone?: 'info' | 'error'; title: string; children?: ReactNode }) {
  return (
    <div className={`${styles.notice} ${tone === 'error' ? styles.noticeError : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.noticeTitle}>{title}</p>
      {children}
    </div>
  );
}
