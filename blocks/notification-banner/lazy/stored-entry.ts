import { useSyncExternalStore } from 'react';

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

// Storage can be missing or refuse access (private windows, blocked cookies): then nothing is stored or read.
function readEntry(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeEntry(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to remember it in: the banner comes back on the next visit.
  }
  for (const listener of localListeners) listener();
}

/** A local storage entry (null when unset or no key is given), kept current across this tab and others. */
export function useStoredEntry(key: string | undefined): string | null {
  return useSyncExternalStore(subscribe, () => (key ? readEntry(key) : null));
}
