import { isAttendeeType, type AttendeeType } from '../../../../engine';

const STORAGE_KEY = 'confsite.attendee-type.original';

/**
 * The type a site editor had before their first change, kept in this browser (spec 3 §3) so "Revert" knows where
 * to go back to. Storage failures (private mode, quota) only cost the Revert button.
 */
export const originalAttendeeType = {
  read(): AttendeeType | null {
    try {
      const stored = localStorage.getItem(STORAGE_KEY);
      return isAttendeeType(stored) ? stored : null;
    } catch {
      return null;
    }
  },
  /** Remembers `type` unless an original is stored already: only the first change counts. */
  rememberFirst(type: AttendeeType): void {
    try {
      if (!isAttendeeType(localStorage.getItem(STORAGE_KEY))) localStorage.setItem(STORAGE_KEY, type);
    } catch {
      // Nothing to revert to later; the change itself still goes ahead.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Already unreadable, so nothing stale can be shown.
    }
  },
};
