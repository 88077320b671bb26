import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints. */
export const MOBILE_QUERY = '(max-width: 768px)';
export const COMPACT_MENU_QUERY = '(max-width: 1199.98px)';
export const EXTERNAL_MOBILE_QUERY = '(max-width: 1024px)';

/** Whether the CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
