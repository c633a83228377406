// Storage can be missing or refuse access (private windows, blocked cookies, full quota): reads then find nothing and
// writes are dropped, so the shell or a block just forgets the visitor's choice.

export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // nothing to remember it in
  }
}

export const localStore = (): Storage => window.localStorage;
export const sessionStore = (): Storage => window.sessionStorage;
