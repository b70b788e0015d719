import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { CloseIcon } from '../../components/ui/icons/icons';
import { MailIcon } from '../../components/ui/icons/page-icons';
import styles from './success-dialog.module.css';

/** "Thank you, check your inbox": a modal dialog; focus moves into it and returns on close. */
export function SuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const ref = useModalDialog(open, okRef);

  return (
    // A click on the backdrop closes the dialog as Escape (native to a modal dialog) does for keyboards.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="subscribe-success"
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('newsletter.close')}>
          <CloseIcon />
        </button>
        <span className={styles.icon} aria-hidden="true">
          <MailIcon />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('newsletter.success_title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('newsletter.success_text')}
        </p>
        <button ref={okRef} type="button" className={styles.ok} onClick={onClose}>
          {t('newsletter.ok')}
        </button>
      </div>
    </dialog>
  );
}
