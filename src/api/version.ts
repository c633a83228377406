import { useQuery } from '@tanstack/react-query';
import type { VersionResponse } from '../../schemas/generated/api/system/version';
import { apiRequest } from './client';
import { SAME_FOR_EVERYONE } from './same-for-everyone';

export const versionKeys = { current: ['version'] as const };

export function useServerVersion() {
  return useQuery({
    queryKey: versionKeys.current,
    queryFn: ({ signal }) => apiRequest<VersionResponse>('/version', { signal }),
    staleTime: Infinity,
    retry: false,
    meta: SAME_FOR_EVERYONE,
  });
}
