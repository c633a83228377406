import { localStore, readStored, writeStored } from '../../safe-storage';

const STORAGE_KEY = 'confsite.signInDialog.dismissedAt';

/** Spec 2 §9, spec 3 §4: closing or skipping the sign-in dialog is remembered for 24 hours. */
export const SIGN_IN_DIALOG_DISMISSAL_MS = 24 * 60 * 60 * 1000;

/** Whether the visitor closed the dialog within the last 24 hours on this device (a time ahead of the clock is none). */
export function dismissedRecently(now = Date.now()): boolean {
  const at = Number(readStored(localStore, STORAGE_KEY));
  return at > 0 && at <= now && now - at < SIGN_IN_DIALOG_DISMISSAL_MS;
}

export function rememberDismissal(now = Date.now()): void {
  writeStored(localStore, STORAGE_KEY, String(now));
}
