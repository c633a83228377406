import { useCallback } from 'react';
import { useAddressSearch } from '../use-address-search';

const PARAM = 'run';

/**
 * The run the page follows, kept in the address (`?run=`) so that a reload comes back to it. Both QA blocks follow
 * it: the planner changes it, the results block hears of it.
 */
export function useRunAddress(): [string | null, (id: string | null) => void] {
  const [search, replace] = useAddressSearch();
  const run = new URLSearchParams(search).get(PARAM) || null;
  const change = useCallback(
    (id: string | null) => {
      const url = new URL(window.location.href);
      if (id) url.searchParams.set(PARAM, id);
      else url.searchParams.delete(PARAM);
      replace(url);
    },
    [replace],
  );
  return [run, change];
}
