import { useQuery } from '@tanstack/react-query';
import type { SessionListResponse } from '../../../../schemas/generated/api/catalogue/session-list';
import { catalogueKeys } from '../../../../src/api/lazy/catalogue';
import { apiRequest } from '../../../../src/api/client';
import { SAME_FOR_EVERYONE } from '../../../../src/api/same-for-everyone';
import type { Locale } from '../../../../src/engine';

// Spec 1 §9: catalogue answers are stale after 20 s.
const STALE_MS = 20_000;

/**
 * Sessions by id or code; no request while `ids` is empty. The route is public and reads the sign-in only for the
 * stream addresses, which blocks show signed-in visitors alone, so the answer stays on screen across a sign-in or
 * sign-out (and is asked for again).
 */
export function useSessionList(ids: readonly string[], locale: Locale) {
  return useQuery({
    queryKey: catalogueKeys.sessionList(locale, ids),
    queryFn: ({ signal }) => apiRequest<SessionListResponse>(`/session/list/${encodeURIComponent(locale)}`, { method: 'POST', body: { ids }, signal }),
    staleTime: STALE_MS,
    enabled: ids.length > 0,
    meta: SAME_FOR_EVERYONE,
  });
}
