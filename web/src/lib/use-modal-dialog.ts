import { useEffect, useRef, type RefObject } from 'react';
import { useScrollLock } from './use-scroll-lock';

/**
 * Drives a native <dialog> as a modal from an `open` flag: showModal() (focus trapped, page
 * behind inert, page scroll locked) with focus on `focusOnOpen`, and close() when the flag drops.
 * The dialog element itself stays in charge of Escape and backdrop clicks (its onCancel/onClick).
 */
export function useModalDialog(open: boolean, focusOnOpen: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusOnOpen.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, focusOnOpen]);
  return ref;
}
