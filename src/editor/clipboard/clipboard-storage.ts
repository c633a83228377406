import { parseClipboard, type BlockClipboard } from './clipboard-payload';

/**
 * The last copy, kept in the browser's local storage: it outlives going to another page or phase and reloading, and
 * every tab of the site sees it. (Another environment on another address reaches it through the system clipboard.)
 */
const STORAGE_KEY = 'confsite.editor.clipboard';

/** Keeps `copy`; false when the browser refused (storage full or switched off). */
export function rememberCopy(copy: BlockClipboard): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function recalledCopy(): BlockClipboard | null {
  try {
    return parseClipboard(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}
