import { useCallback, useSyncExternalStore } from 'react';

const PARAM = 'run';
// Both QA blocks follow the address: the planner changes it, the results block hears of it.
const CHANGED = 'qa-run-address-change';

const runInAddress = (): string | null => new URLSearchParams(window.location.search).get(PARAM) || null;

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The run the page follows, kept in the address (`?run=`) so that a reload comes back to it. Replaced in place: the
 * router's state and the fragment stay as they were, and no history entry is added per run.
 */
export function useRunAddress(): [string | null, (id: string | null) => void] {
  // The server draws the page without a run (and the browser's first drawing follows it), then the address's run shows.
  const run = useSyncExternalStore(subscribe, runInAddress, () => null);
  const change = useCallback((id: string | null) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(PARAM, id);
    else url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [run, change];
}
