import { useCallback, useSyncExternalStore } from 'react';

// Every block that keeps its view in the address hears of the others' changes: replaceState itself tells nobody.
const CHANGED = 'address-search-change';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The address's query, for a view kept in it so that a reload or a shared link opens it again, and a way to replace
 * the address in place: the router's state and the fragment stay as they were, and no history entry is added per
 * choice. The server draws the page with an empty query (and the browser's first drawing follows it), then the
 * address's view shows.
 */
export function useAddressSearch(): [string, (address: string | URL) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const replace = useCallback((address: string | URL) => {
    window.history.replaceState(window.history.state, '', address);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [search, replace];
}
