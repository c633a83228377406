import { useQuery } from '@tanstack/react-query';
import type { VersionResponse } from '../../schemas/generated/api/system/version';
import { apiRequest } from './client';
import { SAME_FOR_EVERYONE } from './same-for-everyone';

export function useServerVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: ({ signal }) => apiRequest<VersionResponse>('/version', { signal }),
    staleTime: Infinity,
    retry: false,
    meta: SAME_FOR_EVERYONE,
  });
}
