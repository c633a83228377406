import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { tabFragment, tabInFragment } from './tab-fragment';

/**
 * The selected tab's index, kept in the address fragment (by tab id) so a link can open a tab: read on arrival and on
 * `hashchange`, written when the visitor picks a tab, replacing the history entry (Back leaves the page rather than
 * stepping through tabs). An address naming this block's tab also scrolls the block into view, which the browser
 * cannot do by itself: no element has the id `block&tab`.
 */
export function useFragmentTab(contentId: string, givenIds: readonly string[], root: RefObject<HTMLElement | null>, defaultIndex = 0) {
  // Keyed on the ids' value: a re-render with new but equal tabs must not scroll the visitor back to the block.
  const idsKey = JSON.stringify(givenIds);
  const tabIds = useMemo(() => JSON.parse(idsKey) as readonly string[], [idsKey]);
  const fromAddress = useCallback(() => {
    const id = tabInFragment(window.location.hash, contentId);
    const index = id === undefined ? -1 : tabIds.indexOf(id);
    return index < 0 ? undefined : index;
  }, [contentId, tabIds]);
  // The address's fragment is the browser's alone (a server never sees it): read once the block is on the page, before
  // it is painted.
  const [chosen, setChosen] = useState<number | undefined>();

  useLayoutEffect(() => {
    const follow = () => {
      const index = fromAddress();
      if (index === undefined) return;
      // A tab whose id repeats an earlier tab's stays selected when the address names that id.
      setChosen((current) => (current !== undefined && tabIds[current] === tabIds[index] ? current : index));
      root.current?.scrollIntoView({ block: 'start' });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [fromAddress, root, tabIds]);

  const select = useCallback(
    (index: number) => {
      setChosen(index);
      const url = new URL(window.location.href);
      url.hash = tabFragment(contentId, tabIds[index] ?? '');
      // The router keeps its own entry state in history.state: hand it back unchanged.
      window.history.replaceState(window.history.state, '', url);
    },
    [contentId, tabIds],
  );

  // No tab named, or the named one removed: the configured default, else the first.
  const fallback = defaultIndex < tabIds.length ? defaultIndex : 0;
  const selected = chosen !== undefined && chosen < tabIds.length ? chosen : fallback;
  return { selected, select };
}
