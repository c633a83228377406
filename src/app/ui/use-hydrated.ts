import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False while the server draws and while the browser takes over a drawn page, true from then on: what depends on this
 * device alone (a choice kept in its storage) waits for it, so the browser's first drawing matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
