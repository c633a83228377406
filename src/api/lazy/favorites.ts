import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavoriteChangeResponse, FavoriteCountResponse, FavoriteListResponse, FavoriteType } from '../../engine/lazy/favorites';
import { apiRequest } from '../client';

export const favoriteKeys = { ofType: (type: FavoriteType) => ['favorites', type] as const, count: ['favorites', 'count'] as const };

// Spec 1 §9: stale after 20 s, and no refetch on reconnect.
const STALE_MS = 20_000;

/** The caller's favorite ids of a type (`enabled: false` while the visitor may not keep favorites of it). */
export function useFavoriteIds(type: FavoriteType, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: favoriteKeys.ofType(type),
    queryFn: ({ signal }) => apiRequest<FavoriteListResponse>(`/favorite/${type}`, { signal }),
    select: (answer) => answer.ids,
    staleTime: STALE_MS,
    refetchOnReconnect: false,
    enabled,
  });
}

/** How many favorites of each type the caller keeps (the backpack's tabs). */
export function useFavoriteCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: favoriteKeys.count,
    queryFn: ({ signal }) => apiRequest<FavoriteCountResponse>('/favorite/count', { signal }),
    staleTime: STALE_MS,
    refetchOnReconnect: false,
    enabled,
  });
}

/** Adds an item to the cached list (`on`) or takes it out; false when the list already said so. */
function applyChange(queryClient: QueryClient, type: FavoriteType, id: string, on: boolean): boolean {
  const list = queryClient.getQueryData<FavoriteListResponse>(favoriteKeys.ofType(type));
  if (list && list.ids.includes(id) === on) return false;
  if (list) queryClient.setQueryData<FavoriteListResponse>(favoriteKeys.ofType(type), { ...list, ids: on ? [id, ...list.ids] : list.ids.filter((kept) => kept !== id) });
  return true;
}

export interface FavoriteChange {
  /** true adds the item, false removes it. */
  on: boolean;
}

export interface FavoriteToggleOptions {
  /** After the server stored the change. */
  onChanged?: (change: FavoriteChange) => void;
  /** After the server refused or could not be reached; the list is back as it was. */
  onFailed?: (change: FavoriteChange) => void;
}

/**
 * Adds or removes one item (spec 1 §4): the list changes at once and goes back if the server fails.
 * Changes of one item run one after the other, so quick clicks reach the server in the order they were made. The
 * callbacks belong to the mutation, not the component, so they still run when the item has left the screen.
 */
export function useFavoriteToggle(type: FavoriteType, id: string, { onChanged, onFailed }: FavoriteToggleOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favoriteKeys.ofType(type),
    scope: { id: `favorite-${type}-${id}` },
    mutationFn: ({ on }: FavoriteChange) =>
      apiRequest<FavoriteChangeResponse>(`/favorite/${type}/${encodeURIComponent(id)}`, { method: on ? 'POST' : 'DELETE' }),
    onMutate: async ({ on }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.ofType(type) });
      return { changed: applyChange(queryClient, type, id, on) };
    },
    onError: (_error, change, context) => {
      // Undoing this change alone (not restoring a snapshot) keeps other items' changes made meanwhile.
      if (context?.changed) applyChange(queryClient, type, id, !change.on);
      onFailed?.(change);
    },
    onSuccess: (_answer, change) => onChanged?.(change),
    onSettled: () => {
      // While another change of this type is on its way, the server's list would undo its optimistic step: the last
      // change to settle (this one still counts as running) refetches for all.
      if (queryClient.isMutating({ mutationKey: favoriteKeys.ofType(type) }) > 1) return undefined;
      return Promise.all([queryClient.invalidateQueries({ queryKey: favoriteKeys.ofType(type) }), queryClient.invalidateQueries({ queryKey: favoriteKeys.count })]);
    },
  });
}
