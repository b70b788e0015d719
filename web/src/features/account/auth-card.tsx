import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** The register form has two columns on wider screens. */
  wide?: boolean;
  children: ReactNode;
  /** The line under the card's content: "New to Voltline? Create an account". */
  foot?: ReactNode;
}

/** The card every account form sits in: a heading, the form, and links to the other forms. */
export function AuthCard({ title, intro, icon, tone = 'neutral', wide, children, foot }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''} ${tone === 'danger' ? styles.danger : ''}`} aria-labelledby="auth-title">
        <div className={styles.head}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
        {foot ? <p className={styles.foot}>{foot}</p> : null}
      </section>
    </div>
  );
}

export { styles as authStyles };
