import { useEffect } from 'react';

/** Sets the tab title as "<page> · Voltline" (or the brand line alone). */
export function useDocumentTitle(title: string | undefined, brand = 'Voltline'): void {
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
