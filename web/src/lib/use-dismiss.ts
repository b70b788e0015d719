import { useEffect, type RefObject } from 'react';

/** Closes a popup on a pointer press outside `ref` or on Escape (focus returns to `returnFocus`). */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, onDismiss: () => void, returnFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, onDismiss, returnFocus]);
}
