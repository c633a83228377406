import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevLoginRequest, DevLoginResponse, MeResponse } from '../engine';
import { apiRequest } from './client';

export const meKey = ['auth', 'me'] as const;

/** The signed-in user, or `user: null` for anonymous visitors. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => apiRequest<MeResponse>('/auth/me', { signal }),
    staleTime: 60_000,
  });
}

/**
 * Everything that depends on who is signed in is fetched again after sign-in and sign-out, and the previous visitor's
 * answers are dropped meanwhile (reset, not only invalidated): another person's favorites or gated content must never
 * show while the new answers are on their way.
 */
function useRefreshAfterAuthChange() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries();
}

export function useDevLogin() {
  const refresh = useRefreshAfterAuthChange();
  return useMutation({
    mutationFn: (request: DevLoginRequest) =>
      apiRequest<DevLoginResponse>('/auth/dev-login', { method: 'POST', body: request }),
    onSuccess: refresh,
  });
}

export function useSignOut() {
  const refresh = useRefreshAfterAuthChange();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('/auth/logout', { method: 'POST' }),
    onSuccess: refresh,
  });
}
