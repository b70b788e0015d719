import type { ReactNode } from 'react';
import styles from './message-panel.module.css';

interface MessagePanelProps {
  tone?: 'neutral' | 'success' | 'danger';
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Live region for results that arrive after load (confirmations). */
  live?: boolean;
}

/** A centred message with an icon, a title, text and actions: results, not-found, load errors. */
export function MessagePanel({ tone = 'neutral', icon, title, children, actions, live }: MessagePanelProps) {
  return (
    <div className={styles.wrap}>
      <div className={`${styles.panel} ${styles[tone]}`} aria-live={live ? 'polite' : undefined}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.text}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
