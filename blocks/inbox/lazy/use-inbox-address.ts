import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '../../shared/lazy/use-address-search';
import { inboxAddressOf, parseInboxAddress, type InboxAddress, type InboxView } from './inbox-address';

/**
 * The inbox's view, kept in the address (spec 2 §2). Replaced in place: the browser's back button leaves the inbox
 * instead of stepping through every conversation looked at, and the inbox has its own back button on small screens.
 */
export function useInboxAddress(): [InboxAddress, (view: InboxView) => void] {
  const [search, replace] = useAddressSearch();
  const address = useMemo(() => parseInboxAddress(search), [search]);
  const show = useCallback((view: InboxView) => replace(inboxAddressOf(window.location.href, view)), [replace]);
  return [address, show];
}
