import { useCallback, useSyncExternalStore } from 'react';

/** Phones: date tabs become a dropdown and pagination shows 3 page links instead of 5. */
export const NARROW_SCREEN = '(max-width: 539.98px)';
/** Screens wide enough for the refine drawer to stand open beside the results from the start. */
export const EXTRA_WIDE_SCREEN = '(min-width: 1920px)';

// No window on the server, which draws for no screen in particular.
const media = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether the screen matches a media query, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false, () => false);
}
