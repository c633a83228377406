import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageListResponse } from '../../schemas/generated/api/pages/page-list';
import { pageDirectory, type Environment, type PageDirectory } from '../engine';
import { apiRequest } from './client';

/**
 * Query keys of the content pages. `list(null)` is the site's own environment as the router reads it; `records(env)`
 * are the site editor's full records. Writes invalidate `all`.
 */
export const pageKeys = {
  all: ['pages'] as const,
  list: (env: Environment | null) => ['pages', 'list', env] as const,
  records: (env: Environment) => ['pages', 'records', env] as const,
};

/** The live content pages the viewer may reach (a gated one a signed-out visitor may sign in for included). */
export function usePageList(env: Environment | null = null) {
  return useQuery({
    queryKey: pageKeys.list(env),
    queryFn: ({ signal }) => apiRequest<PageListResponse>('/pages', { query: { env }, signal }),
    staleTime: 60_000,
    // The error page reads the list too: refetching as it mounts would flip the route back to pending, and round again.
    retryOnMount: false,
  });
}

/** The stored pages indexed for the router (undefined until the list arrives), and whether asking for them failed. */
export function usePageDirectoryState(): { directory: PageDirectory | undefined; failed: boolean } {
  const list = usePageList();
  const pages = list.data?.pages;
  const directory = useMemo(() => pages && pageDirectory(pages), [pages]);
  return { directory, failed: directory === undefined && list.isError };
}

/** The stored pages indexed for the router; undefined until the list arrives. */
export function usePageDirectory(): PageDirectory | undefined {
  return usePageDirectoryState().directory;
}
