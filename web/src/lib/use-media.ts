import { useSyncExternalStore } from 'react';
import { COMPACT_HEADER_MEDIA_QUERY } from './constants';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The header's compact form (menu button and panel): viewport under 1024 px (docs/product.md §9). */
export function useIsCompactHeader(): boolean {
  return useMediaQuery(COMPACT_HEADER_MEDIA_QUERY);
}
