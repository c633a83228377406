import { useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '../../../schemas/generated/api/profile/summary';
import { apiRequest } from '../client';

export type { ProfileSummary };

/** Keyed by the signed-in user beside their profile (src/api/lazy/profile.ts), so another sign-in never sees the last one's. */
export const profileSummaryKey = (userId: string) => ['profile', userId, 'summary'] as const;

// Spec 2 §9: answers are stale after 20 s.
const STALE_MS = 20_000;

/** Who the signed-in caller is, with the flags pages decide by (`GET /profile/summary`); off while signed out. */
export function useProfileSummary(userId: string | null) {
  return useQuery({
    queryKey: profileSummaryKey(userId ?? ''),
    queryFn: ({ signal }) => apiRequest<ProfileSummary>('/profile/summary', { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null,
  });
}
