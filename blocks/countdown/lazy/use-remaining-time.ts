import { useEffect, useState } from 'react';
import { useTestingDate } from '../../shared/lazy/event-data/use-site-now';
import { nextChangeIn, type CountdownUnit } from './countdown-parts';

/** The longest wait between two looks at the clock: after a laptop sleeps, the display is right again within a minute. */
const MAX_WAIT_MS = 60_000;

/** The moment the site is previewed at (the visitor's own testing date, else the server's), in epoch ms; else null. */
export function useTestingMoment(): number | null {
  const moment = Date.parse(useTestingDate() ?? '');
  return Number.isNaN(moment) ? null : moment;
}

/**
 * Milliseconds left until `endMs`, looked at again each time the display would change; 0 once the end is reached, and
 * then it stops. With a testing moment the clock starts there and runs on, so editors watch it count as visitors will;
 * a component using this is keyed by `startMs`, so that a new testing moment starts a new clock.
 */
export function useRemainingTime(endMs: number, startMs: number | null, smallest: CountdownUnit): number {
  const [offset] = useState(() => (startMs === null ? 0 : startMs - Date.now()));
  const [now, setNow] = useState(() => Date.now() + offset);
  const remaining = Math.max(0, endMs - now);

  useEffect(() => {
    if (remaining === 0) return undefined;
    const wait = Math.min(MAX_WAIT_MS, nextChangeIn(remaining, smallest));
    const timer = window.setTimeout(() => setNow(Date.now() + offset), wait);
    return () => window.clearTimeout(timer);
  }, [remaining, offset, smallest]);

  return remaining;
}
