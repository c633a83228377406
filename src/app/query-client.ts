import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { toast } from './shell/toast';

const TOO_MANY_REQUESTS = 429;

/** Spec 2/3 §9: a 429 is shown as a toast, whichever query or action met it, with the wait the server asked for. */
function toastWhenLimited(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== TOO_MANY_REQUESTS) return;
  toast.show({ message: 'translate.base.toast.too-many-requests', values: { seconds: error.retryAfterSeconds ?? 60 }, kind: 'warning' });
}

/** Spec 2 §9: up to 3 retries with 2^n s back-off; client errors are answers, not failures, and are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastWhenLimited }),
    mutationCache: new MutationCache({ onError: toastWhenLimited }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => 2 ** (attempt + 1) * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
