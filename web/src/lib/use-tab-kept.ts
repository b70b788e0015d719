import { useEffect, useRef, useState } from 'react';

/**
 * Keeps a form's answers in this tab's sessionStorage under `key`, so a reload keeps them. The
 * stored value is read in an effect, never during render (a server-rendered page has no storage,
 * and the first render must match it); `restore` receives it (unchecked JSON: validate it). Each
 * change is written once the stored value has been read. Returns whether it has been read.
 */
export function useTabKept(key: string, value: unknown, restore: (stored: unknown) => void): boolean {
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    try {
      const raw = window.sessionStorage.getItem(key);
      if (raw) restoreRef.current(JSON.parse(raw));
    } catch {
      // storage blocked or garbled: start empty
    }
    setRestored(true);
  }, [key]);

  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // private mode: the answers just do not survive a reload
    }
  }, [key, restored, value]);

  return restored;
}

/** Forgets what `useTabKept` kept (after a successful submission). */
export function forgetTabKept(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
