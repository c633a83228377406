import { useQuery } from '@tanstack/react-query';
import type { AllContentResponse } from '../../engine';
import { apiRequest } from '../client';
import { contentKeys } from '../content';

// The editor's view of a page across environments, apart from content.ts so no attendee downloads it.

/** Under the page's content key, so every save and live content update refreshes it too. */
export const allContentKey = (page: string) => [...contentKeys.page(page), 'all-environments'] as const;

/** Every environment and phase of `page`, for comparing them. */
export function useAllContent(page: string) {
  return useQuery({
    queryKey: allContentKey(page),
    queryFn: ({ signal }) => apiRequest<AllContentResponse>(`/content/all/${encodeURIComponent(page)}`, { signal }),
  });
}
