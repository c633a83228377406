import { useEffect, useState } from 'react';
import { usePageContext, useShellStore } from '../../../src/app/block-kit';
import { nextLiveStateCheck, sessionLiveState, timeOf, type LiveStateSession, type SessionLiveState } from '../../../src/engine/lazy/live-state';

/** setTimeout takes at most a signed 32-bit delay; a longer wait is cut into pieces. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The session's live state, kept current: looked at again at the end while live and every minute before the start
 * (spec 1 §4). A testing date (the visitor's own, else the server's) fixes the moment, so nothing ticks then.
 */
export function useLiveState(session: LiveStateSession): SessionLiveState {
  const { settings } = usePageContext();
  const localTestingDate = useShellStore((state) => state.testingDate);
  const fixed = timeOf(localTestingDate ?? settings.serverTestingDate);
  const [clock, setClock] = useState(() => Date.now());
  const now = fixed ?? clock;
  const next = fixed === null ? nextLiveStateCheck(session, now) : undefined;

  useEffect(() => {
    if (next === undefined) return undefined;
    const timer = window.setTimeout(() => setClock(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, next - Date.now())));
    return () => window.clearTimeout(timer);
  }, [next, clock]);

  return sessionLiveState(session, now);
}
