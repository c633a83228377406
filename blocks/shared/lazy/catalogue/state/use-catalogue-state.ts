import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../../../../../src/app/block-kit';
import { splitLocalePath } from '../../../../../src/engine';
import type { CatalogueState } from './catalogue-state';
import { catalogueQuery, parseCatalogueQuery } from './query-codec';
import { catalogueReducer, type CatalogueAction } from './reducer';
import { rememberQuery, rememberedQuery, storePageSize, storedPageSize } from './stored-preferences';

const NAVIGATION = { preventScrollReset: true } as const;

/**
 * The catalogue's state, read from and written to the URL query: reload, shared links and back/forward all restore
 * it. Every action is a new history entry, except clamping the page (a correction, not a step). The query is also
 * remembered per path (without the language prefix), so arriving at the bare path later picks up where the visitor left.
 *
 * The router applies a new URL in a transition, which on a slow device can take a while; meanwhile React would hold a
 * switch or checkbox in its old state. So the query an action asks for is shown at once, until the URL it was asked
 * from changes (to it, or by another navigation).
 *
 * What this browser remembered (the query, the page size) counts once a server-drawn page has been taken over: the
 * first drawing in the browser must be the server's, which knows only the URL.
 */
export function useCatalogueState(): readonly [CatalogueState, (action: CatalogueAction) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const path = splitLocalePath(location.pathname).rest;
  // Only the entry the visitor arrived on is restored: a query emptied later (everything cleared) stays empty.
  const [arrival] = useState(() => ({ key: location.key, query: params.toString() === '' ? rememberedQuery(path) || null : null }));
  const hydrated = useHydrated();
  const restoring = hydrated && arrival.query !== null && arrival.key === location.key ? arrival.query : null;
  const current = params.toString();
  const [asked, setAsked] = useState<{ from: string; query: string } | null>(null);
  // Once the URL has moved on, the asked query is done with: coming back to the URL it was asked from shows that URL.
  if (asked !== null && asked.from !== current) setAsked(null);
  const pending = asked?.from === current ? asked.query : null;
  const shown = pending ?? restoring ?? current;
  const state = useMemo(() => parseCatalogueQuery(new URLSearchParams(shown), hydrated ? storedPageSize() : undefined), [shown, hydrated]);

  useEffect(() => {
    if (restoring !== null) setParams(new URLSearchParams(restoring), { replace: true, ...NAVIGATION });
  }, [restoring, setParams]);

  useEffect(() => {
    rememberQuery(path, shown);
  }, [path, shown]);

  const dispatch = useCallback(
    (action: CatalogueAction) => {
      const next = catalogueReducer(state, action);
      if (action.type === 'pageSize') storePageSize(next.pageSize);
      const query = catalogueQuery(next);
      setAsked({ from: current, query: query.toString() });
      setParams(query, { replace: action.type === 'clampPage', ...NAVIGATION });
    },
    [state, current, setParams],
  );
  return [state, dispatch] as const;
}
