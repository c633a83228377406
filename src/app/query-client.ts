import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Spec 2 §9: up to 3 retries with 2^n s back-off; client errors are answers, not failures, and are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status < 500),
        retryDelay: (attempt) => 2 ** (attempt + 1) * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
