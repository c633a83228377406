import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePageRequest } from '../../../schemas/generated/api/pages/create-page';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import type { PageRecordsResponse } from '../../../schemas/generated/api/pages/page-records';
import type { UpdatePageRequest } from '../../../schemas/generated/api/pages/update-page';
import type { Environment } from '../../engine';
import { apiRequest } from '../client';
import { pageKeys } from '../pages';

// The site editor's page management, apart from pages.ts so the router's first download carries none of it.

/** Every page of `env`, live and deleted, with its gates and revision. */
export function usePageRecords(env: Environment) {
  return useQuery({
    queryKey: pageKeys.records(env),
    queryFn: ({ signal }) => apiRequest<PageRecordsResponse>('/pages/records', { query: { env }, signal }),
  });
}

const pagePath = (id: string) => `/pages/${encodeURIComponent(id)}`;

/** What a site editor does to pages; each answers the page as stored (or throws ApiError, a 409 with `current`). */
const PAGE_WRITES = {
  create: (body: CreatePageRequest) => apiRequest<PageRecord>('/pages', { method: 'POST', body }),
  update: ({ id, ...body }: UpdatePageRequest & { id: string }) => apiRequest<PageRecord>(pagePath(id), { method: 'PATCH', body }),
  remove: ({ id, env, revision }: PageRecord) => apiRequest<PageRecord>(pagePath(id), { method: 'DELETE', body: { env, baseRevision: revision } }),
  restore: ({ id, env, revision }: PageRecord) =>
    apiRequest<PageRecord>(`${pagePath(id)}/restore`, { method: 'POST', body: { env, baseRevision: revision } }),
};

/** A page write that refreshes every page list (the router's included) once it is done, whether it worked or not. */
type PageWrites = typeof PAGE_WRITES;

export function usePageWrite<K extends keyof PageWrites>(kind: K) {
  const queryClient = useQueryClient();
  const write = PAGE_WRITES[kind] as (variables: Parameters<PageWrites[K]>[0]) => Promise<PageRecord>;
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKeys.all }),
  });
}
