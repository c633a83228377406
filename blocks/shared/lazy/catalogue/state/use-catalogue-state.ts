import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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
 */
export function useCatalogueState(): readonly [CatalogueState, (action: CatalogueAction) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const path = splitLocalePath(location.pathname).rest;
  // Only the entry the visitor arrived on is restored: a query emptied later (everything cleared) stays empty.
  const [arrival] = useState(() => ({ key: location.key, query: params.toString() === '' ? rememberedQuery(path) || null : null }));
  const restoring = arrival.query !== null && arrival.key === location.key ? arrival.query : null;
  const shown = restoring ?? params.toString();
  const state = useMemo(() => parseCatalogueQuery(new URLSearchParams(shown), storedPageSize()), [shown]);

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
      setParams(catalogueQuery(next), { replace: action.type === 'clampPage', ...NAVIGATION });
    },
    [state, setParams],
  );
  return [state, dispatch] as const;
}
