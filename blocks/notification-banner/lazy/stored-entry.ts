import { useSyncExternalStore } from 'react';
import { localStore, readStored, writeStored } from '../../../src/app/block-kit';

// Writes in this tab fire no `storage` event, so they tell the subscribers themselves.
const localListeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  localListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    localListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function writeEntry(key: string, value: string): void {
  // Unstorable, the banner just comes back on the next visit.
  writeStored(localStore, key, value);
  for (const listener of localListeners) listener();
}

/**
 * A local storage entry (null when unset or no key is given), kept current across this tab and others. A server knows
 * no browser's storage: it draws the page as for a first visit, and so does the browser as it takes the page over.
 */
export function useStoredEntry(key: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? readStored(localStore, key) : null),
    () => null,
  );
}
