import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Locks page scroll while `active` (search overlay, phone menu, dialogs). Counted, so two
 * overlapping locks release only when both are gone. The scrollbar's width is kept as padding so
 * the page does not shift sideways.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
      }
    };
  }, [active]);
}
