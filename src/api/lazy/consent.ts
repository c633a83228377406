import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentRequest, ConsentState } from '../../engine/lazy/consent';
import { apiRequest } from '../client';

export const consentKey = ['userconsent'] as const;

/** The signed-in caller's consents to share their data with exhibitors. */
export function useConsents() {
  return useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => apiRequest<ConsentState>('/userconsent', { signal }),
  });
}

/** Answers one consent (POST /userconsent); the server's answer replaces the cached state. */
export function useConsentAnswer({ onFailed }: { onFailed(): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConsentRequest) => apiRequest<ConsentState>('/userconsent', { method: 'POST', body: request }),
    onSuccess: (state) => queryClient.setQueryData(consentKey, state),
    onError: onFailed,
  });
}
