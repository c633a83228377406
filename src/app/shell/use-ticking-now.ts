import { useEffect, useState } from 'react';
import { useViewer } from '../viewer';

const TICK_MS = 30_000;

/**
 * The moment the site is shown for, moving on with the clock: a testing date (local, else the server's) is fixed,
 * the real time is re-read every 30 s so items start and stop without a reload.
 */
export function useTickingNow(): Date {
  const { testingDate, settings } = useViewer();
  return useMovingNow(testingDate ?? settings.serverTestingDate);
}

/** `fixed` when set, else the clock re-read every 30 s: for code that knows the testing date without the viewer (blocks). */
export function useMovingNow(fixed: string | null): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [fixed]);
  return new Date(fixed ?? now);
}
