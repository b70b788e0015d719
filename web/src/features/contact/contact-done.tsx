import type { RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import shell from './contact-page.module.css';
import styles from './contact-done.module.css';

interface ContactDoneProps {
  ticket: string;
  email: string;
  onAnother: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The confirmation: the ticket reference, the 24-hour promise, where the acknowledgement went. */
export function ContactDone({ ticket, email, onAnother, headingRef }: ContactDoneProps) {
  const { t } = useTranslation();
  return (
    <div className={shell.page}>
      <section className={`${shell.card} ${shell.done}`} aria-labelledby="contact-done-title" data-testid="contact-done">
        <span className={styles.doneIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 id="contact-done-title" className={shell.title} ref={headingRef} tabIndex={-1}>
          {t('contact.done.title')}
        </h1>
        <p className={styles.ticketLabel}>{t('contact.done.ticket_label')}</p>
        <p className={styles.ticket} data-testid="contact-ticket">
          {ticket}
        </p>
        <p className={styles.reply}>{t('contact.done.reply')}</p>
        {email ? <p className={shell.intro}>{t('contact.done.email', { email })}</p> : null}
        <div className={styles.doneActions}>
          <Link to="/index" className={`${button.button} ${button.primary} ${button.large}`}>
            {t('contact.done.home')}
          </Link>
          <button type="button" className={`${button.button} ${button.secondary} ${button.large}`} onClick={onAnother}>
            {t('contact.done.another')}
          </button>
        </div>
      </section>
    </div>
  );
}
