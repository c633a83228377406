import { MutationCache, QueryCache, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { toast } from './shell/toast';

const TOO_MANY_REQUESTS = 429;

/** Spec 2/3 §9: a 429 is shown as a toast, whichever query or action met it, with the wait the server asked for. */
function toastWhenLimited(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== TOO_MANY_REQUESTS) return;
  toast.show({ message: 'translate.base.toast.too-many-requests', values: { seconds: error.retryAfterSeconds ?? 60 }, kind: 'warning' });
}

/** How long the answers a server-rendered page arrived with count as fresh: the browser does not ask again at once. */
const SENT_WITH_PAGE_FRESH_MS = 30_000;

/**
 * Spec 2 §9: up to 3 retries with 2^n s back-off; client errors are answers, not failures, and are not retried.
 * `sent` are the answers the server rendered the page with (src/entry-server.tsx).
 */
export function createQueryClient(sent?: DehydratedState): QueryClient {
  const arrived = Date.now();
  const sentHashes = new Set(sent?.queries.map((query) => query.queryHash));
  // An answer invalidated since (the attendee changed what it shows) is old news, however recently it came.
  const sentWithPage = (query: Query) => sentHashes.has(query.queryHash) && !query.state.isInvalidated && Date.now() - arrived < SENT_WITH_PAGE_FRESH_MS;
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: toastWhenLimited }),
    mutationCache: new MutationCache({ onError: toastWhenLimited }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => 2 ** (attempt + 1) * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => !sentWithPage(query),
      },
    },
  });
  // Only successful answers are sent (entry-server.tsx), so React Query's whole `hydrate` is not needed to take them in.
  for (const { queryKey, state } of sent?.queries ?? []) client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  return client;
}
