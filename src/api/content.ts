import { useQuery } from '@tanstack/react-query';
import type { Environment, ResolvedPage } from '../engine';
import { apiRequest } from './client';

export interface PageQuery {
  testingDate?: string | null;
  /** Editors may preview another environment than the site's. */
  env?: Environment | null;
}

/** The content cache's keys: every answer about a page starts with `page(id)`, so invalidating that refreshes them all. */
export const contentKeys = {
  all: ['content'] as const,
  page: (page: string) => [...contentKeys.all, page] as const,
  view: (page: string, query: PageQuery) => [...contentKeys.page(page), query.testingDate ?? null, query.env ?? null] as const,
};

/** The page's blocks for the current phase, already filtered to what the caller may see. */
export function usePageContent(page: string, query: PageQuery = {}) {
  return useQuery({
    queryKey: contentKeys.view(page, query),
    queryFn: ({ signal }) =>
      apiRequest<ResolvedPage>(`/content/${encodeURIComponent(page)}`, {
        query: { testingDate: query.testingDate, env: query.env },
        signal,
      }),
    staleTime: 20_000,
    retry: (failures, error) => failures < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status < 500),
  });
}
