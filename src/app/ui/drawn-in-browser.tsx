import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Drawn by the browser only: the server (and the browser as it takes the page over) draws `fallback`. For the editor's
 * tools, which never render on the server and whose code arrives only when an editor opens them.
 */
export function DrawnInBrowser({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
