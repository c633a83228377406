import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../schemas/generated/api/history/audit-query';
import type { PageRestoreRequest } from '../../../schemas/generated/api/history/page-restore-request';
import type { PageRestoreResponse } from '../../../schemas/generated/api/history/page-restore-response';
import type { PageRevision } from '../../../schemas/generated/api/history/page-revision';
import type { RestoreStateResponse } from '../../../schemas/generated/api/history/restore-state-response';
import type { RevisionList } from '../../../schemas/generated/api/history/revision-list';
import type { RevisionSummary } from '../../../schemas/generated/api/history/revision-summary';
import type { SettingsRevision } from '../../../schemas/generated/api/history/settings-revision';
import type { TranslationRevision } from '../../../schemas/generated/api/history/translation-revision';
import type { UndoCopyRequest } from '../../../schemas/generated/api/history/undo-copy-request';
import type { UndoCopyResponse } from '../../../schemas/generated/api/history/undo-copy-response';
import type { Environment } from '../../engine';
import { apiRequest } from '../client';
import { contentKeys } from '../content';

// The editors' history calls (pages, settings, audit log): under lazy/, so no attendee downloads them.

export type { AuditQuery, PageRevision, RestoreStateResponse, RevisionList, RevisionSummary, SettingsRevision };

/** Filters of the audit log as the screen holds them; paging is the query's own. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

const PAGE_SIZE = 50;

export const historyKeys = {
  /** Under the page's content key: every save, restore and copy of the page refreshes its history too. */
  page: (page: string, env: Environment, phase: string) => [...contentKeys.page(page), 'history', env, phase] as const,
  settings: (env: Environment) => ['siteeditor', 'history', env] as const,
  translations: (env: Environment, lang: string, ns: string) => ['translations', 'history', env, lang, ns] as const,
  /** A revision never changes: these are fetched once. */
  pageRevision: (page: string, revisionId: number | null) => ['content-revision', page, revisionId] as const,
  settingsRevision: (env: Environment, revisionId: number | null) => ['siteeditor', 'revision', env, revisionId] as const,
  translationRevision: (env: Environment, lang: string, ns: string, revisionId: number | null) => ['translation-revision', env, lang, ns, revisionId] as const,
  audit: (filters: AuditFilters) => ['audit', filters] as const,
};

/** One list of revisions, newest first, a page of `PAGE_SIZE` at a time ("Show older" fetches the next). */
function useRevisionPages(queryKey: readonly unknown[], path: string, query: Record<string, string | undefined>, enabled = true) {
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiRequest<RevisionList>(path, { query: { ...query, limit: PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    enabled,
  });
  return {
    data: pages.data?.pages.flatMap((page) => page.revisions),
    isPending: pages.isPending,
    isError: pages.isError,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: () => pages.fetchNextPage(),
    refetch: () => pages.refetch(),
  };
}

/** A page's revisions in one environment and phase (GET /content/history/{page}). */
export function usePageHistory(page: string, env: Environment, phase: string) {
  return useRevisionPages(historyKeys.page(page, env, phase), `/content/history/${encodeURIComponent(page)}`, { env, phase });
}

/** One revision of a page: its document as stored then. */
export function usePageRevision(page: string, revisionId: number | null) {
  return useQuery({
    queryKey: historyKeys.pageRevision(page, revisionId),
    queryFn: ({ signal }) => fetchPageRevision(page, revisionId as number, signal),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

export const fetchPageRevision = (page: string, revisionId: number, signal?: AbortSignal) =>
  apiRequest<PageRevision>(`/content/history/${encodeURIComponent(page)}/${revisionId}`, { signal });

/** Writes a revision's blocks back as a new revision; throws ApiError (409 conflict, 422 invalid revision…). */
export const restorePageRevision = (page: string, revisionId: number, body: PageRestoreRequest) =>
  apiRequest<PageRestoreResponse>(`/content/history/${encodeURIComponent(page)}/restore/${revisionId}`, { method: 'POST', body });

/**
 * Puts back every document a copy wrote as it was before; `env` is where the copy wrote (checked like a save there).
 * Throws ApiError (409 with `newer` when saved over since, or already undone).
 */
export const undoCopy = (page: string, revisionId: number, env: Environment) =>
  apiRequest<UndoCopyResponse>(`/content/history/${encodeURIComponent(page)}/undo-copy/${revisionId}`, { method: 'POST', body: { env } satisfies UndoCopyRequest });

/** The revisions of one environment's site settings. */
export function useSettingsHistory(env: Environment, enabled: boolean) {
  return useRevisionPages(historyKeys.settings(env), `/siteeditor/history/${env}`, {}, enabled);
}

/** One revision of an environment's settings: every value as it was. */
export function useSettingsRevision(env: Environment, revisionId: number | null) {
  return useQuery({
    queryKey: historyKeys.settingsRevision(env, revisionId),
    queryFn: ({ signal }) => apiRequest<SettingsRevision>(`/siteeditor/history/${env}/${revisionId}`, { signal }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

/** Puts a settings revision's values back, from the newest revision the editor saw (`baseRevisionId`). */
export const restoreSettingsRevision = (env: Environment, revisionId: number, baseRevisionId: number, force = false) =>
  apiRequest<RestoreStateResponse>(`/siteeditor/history/${env}/restore/${revisionId}`, { method: 'POST', body: { baseRevisionId, ...(force ? { force } : {}) } });

const translationPath = (env: Environment, lang: string, ns: string) => `/translation/history/${env}/${encodeURIComponent(lang)}/${encodeURIComponent(ns)}`;

/** The revisions of one language's texts (one namespace) in one environment. */
export function useTranslationHistory(env: Environment, lang: string, ns: string, enabled: boolean) {
  return useRevisionPages(historyKeys.translations(env, lang, ns), translationPath(env, lang, ns), {}, enabled);
}

/** One translations revision, its entries as `values` like a settings revision's. */
export function useTranslationRevision(env: Environment, lang: string, ns: string, revisionId: number | null) {
  return useQuery({
    queryKey: historyKeys.translationRevision(env, lang, ns, revisionId),
    queryFn: ({ signal }) => apiRequest<TranslationRevision>(`${translationPath(env, lang, ns)}/${revisionId}`, { signal }),
    select: ({ revision, entries }) => ({ revision, values: entries }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

/** Puts every text of a translations revision back (keys added later stay), from the newest revision the editor saw. */
export const restoreTranslationRevision = (env: Environment, lang: string, ns: string, revisionId: number, baseRevisionId: number, force = false) =>
  apiRequest<RestoreStateResponse>(`${translationPath(env, lang, ns)}/restore/${revisionId}`, {
    method: 'POST',
    body: { baseRevisionId, ...(force ? { force } : {}) },
  });

/** Every change across the site matching the filters, newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useRevisionPages(historyKeys.audit(filters), '/audit', { ...filters });
}
