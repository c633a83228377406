import { useEffect, useRef, useState } from 'react';
import { localStore, readStored, useHydrated, writeStored } from '../../../src/app/block-kit';

/** The visitor's choice, for every happening-now block of the site (spec 03 §4: the toggle is remembered). */
export const AUTO_REFRESH_KEY = 'confsite.happeningNow.autoRefresh';

function storedChoice(): boolean | undefined {
  const value = readStored(localStore, AUTO_REFRESH_KEY);
  return value === 'on' ? true : value === 'off' ? false : undefined;
}

/**
 * A refresh every `seconds` while switched on. It starts as the visitor last chose, else as the block says; turning it
 * on or off is remembered. `refresh` may change between renders without restarting the timer.
 */
export function useAutoRefresh({ seconds, defaultOn, refresh }: { seconds: number; defaultOn: boolean; refresh: () => void }) {
  // The visitor's stored choice counts once a server-drawn page is taken over: the server drew the block's default.
  const hydrated = useHydrated();
  const [chosen, setOn] = useState<boolean | undefined>(undefined);
  const on = chosen ?? (hydrated ? storedChoice() : undefined) ?? defaultOn;
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!on) return undefined;
    const timer = window.setInterval(() => latest.current(), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [on, seconds]);
  const toggle = (next: boolean) => {
    writeStored(localStore, AUTO_REFRESH_KEY, next ? 'on' : 'off');
    setOn(next);
  };
  return { on, toggle };
}
