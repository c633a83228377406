import { useMovingNow, usePageContext, useShellStore } from '../../../../src/app/block-kit';

/** The testing date in force: the visitor's own, else the server's; null when the real clock rules. */
export function useTestingDate(): string | null {
  const { settings } = usePageContext();
  const localTestingDate = useShellStore((state) => state.testingDate);
  return localTestingDate ?? settings.serverTestingDate;
}

/** The moment the page is shown for: the testing date, else the clock (re-read every 30 s). Compare by `getTime()`. */
export function useSiteNow(): Date {
  return useMovingNow(useTestingDate());
}

/** The moment right now, read when called (for a refresh a visitor asks for, not one render's moment). */
export function momentNow(testingDate: string | null): number {
  const fixed = testingDate ? Date.parse(testingDate) : Number.NaN;
  return Number.isNaN(fixed) ? Date.now() : fixed;
}
