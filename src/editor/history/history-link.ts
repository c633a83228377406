import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fetchPageRevision } from '../../api/lazy/history';
import type { Environment } from '../../engine';
import type { EditorStore } from '../store';
import { usePreviewStore } from '../preview/preview-store';
import { HISTORY_PARAM } from './history-params';

/**
 * Follows a link to a revision once the page is loaded: switches to the revision's environment and phase, opens the
 * history at it and drops the parameter, so going back or reloading does not open it again.
 */
export function useHistoryLink({ page, env, store, ready, open }: { page: string; env: Environment; store: EditorStore; ready: boolean; open(revisionId: number): void }) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(HISTORY_PARAM));
  useEffect(() => {
    if (!ready || !Number.isInteger(wanted) || wanted <= 0) return undefined;
    const abort = new AbortController();
    fetchPageRevision(page, wanted, abort.signal).then(
      ({ revision }) => {
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete(HISTORY_PARAM);
          return next;
        }, { replace: true });
        if (revision.env !== env) usePreviewStore.getState().setEnv(revision.env);
        if (revision.phase) store.getState().switchPhase(revision.phase);
        open(revision.id);
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [ready, wanted, page, env, store, open, setParams]);
}
