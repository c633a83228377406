import { useCallback, useState } from 'react';

const PARAM = 'run';

const runInAddress = (): string | null => new URLSearchParams(window.location.search).get(PARAM) || null;

/**
 * The run the page follows, kept in the address (`?run=`) so that a reload comes back to it. Replaced in place: the
 * router's state and the fragment stay as they were, and no history entry is added per run.
 */
export function useRunAddress(): [string | null, (id: string | null) => void] {
  const [run, setRun] = useState(runInAddress);
  const change = useCallback((id: string | null) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(PARAM, id);
    else url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url);
    setRun(id);
  }, []);
  return [run, change];
}
