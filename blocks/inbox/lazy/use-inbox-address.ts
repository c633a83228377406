import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { inboxAddressOf, parseInboxAddress, type InboxAddress, type InboxView } from './inbox-address';

const CHANGED = 'inbox-address-change';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The inbox's view, kept in the address (spec 2 §2) so a reload or a shared link opens the same conversation. Each
 * choice replaces the address in place rather than adding a history entry: the browser's back button leaves the inbox
 * instead of stepping through every conversation looked at, and the inbox has its own back button on small screens.
 */
export function useInboxAddress(): [InboxAddress, (view: InboxView) => void] {
  // The server draws the inbox with nothing chosen (and the browser's first drawing follows it), then the address's view shows.
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const address = useMemo(() => parseInboxAddress(search), [search]);
  const show = useCallback((view: InboxView) => {
    window.history.replaceState(window.history.state, '', inboxAddressOf(window.location.href, view));
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [address, show];
}
