import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { AlertIcon } from '../../components/ui/icons/icons';
import button from '../../components/ui/button.module.css';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirm: string;
  cancel: string;
  pending: boolean;
  /** A failure of the confirmed action, shown in the dialog. */
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before a destructive action (role alertdialog). Focus starts on Cancel, the
 * safe answer; Escape and a click on the backdrop cancel.
 */
export function ConfirmDialog({ open, title, text, confirm, cancel, pending, problem, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const ref = useModalDialog(open, cancelRef);

  return (
    // A click on the backdrop closes the dialog as Escape (native to a modal dialog) does for keyboards.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.dialog}
      data-testid="confirm-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !pending) onCancel();
      }}
    >
      <div className={styles.dialogBody}>
        <span className={styles.dialogIcon} aria-hidden="true">
          <AlertIcon />
        </span>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <p id={textId} className={styles.dialogText}>
          {text}
        </p>
        {problem ? (
          <p className={styles.dialogProblem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button ref={cancelRef} type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel} disabled={pending}>
            {cancel}
          </button>
          <button type="button" className={`${button.button} ${styles.danger}`} onClick={onConfirm} disabled={pending}>
            {confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
