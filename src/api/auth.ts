import { hashKey, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LogoutResponse } from '../../schemas/generated/api/auth/logout';
import { isContentEditor, normalizeLocale, type CurrentUser, type DevLoginRequest, type DevLoginResponse, type MeResponse } from '../engine';
import { reloadTexts } from '../i18n/reload-texts';
import { apiRequest } from './client';
import { isSameForEveryone } from './same-for-everyone';

export const authKeys = { me: ['auth', 'me'] as const };

/** The signed-in user, or `user: null` for anonymous visitors. */
export function useMe() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiRequest<MeResponse>('/auth/me', { signal }),
    staleTime: 60_000,
  });
}

const isMe = (query: Query) => query.queryHash === hashKey(authKeys.me);

/**
 * After sign-in and sign-out, the previous visitor's answers are dropped (reset, not only invalidated): another
 * person's favorites or gated content (page content is filtered by scopes) must never show while the new answers are
 * on their way. Answers that are the same for everyone (settings, the public catalogue) stay on screen and are
 * refetched in the background, and `me` takes at once the user the server just named, so the shell keeps its frame
 * instead of falling back to the waiting screen. `me` is still asked again: a token's user lacks what the server
 * resolves per request (the attendee type). The texts are asked again too: they follow the blocks the visitor may see.
 */
function useRefreshAfterAuthChange() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async (user: CurrentUser | null) => {
    // A `me` still on its way was asked with the previous cookie.
    await queryClient.cancelQueries({ queryKey: authKeys.me, exact: true });
    queryClient.setQueryData<MeResponse>(authKeys.me, { user });
    void queryClient.resetQueries({ predicate: (query) => !isSameForEveryone(query) && !isMe(query) });
    void queryClient.invalidateQueries({ predicate: (query) => isSameForEveryone(query) || isMe(query) });
    void reloadTexts(i18n);
  };
}

/**
 * Whether a change of user starts or ends editing. An editor's pages are served with a security policy of their own
 * (the editor's forms compile schemas: server/html/page-policy.ts), which only a new page load brings; the caller
 * then loads the next page anew instead of refreshing this one's answers.
 */
const changesEditing = (before: CurrentUser | null, after: CurrentUser | null): boolean =>
  isContentEditor(before?.scopes ?? []) !== isContentEditor(after?.scopes ?? []);

/**
 * What signing in or out did: the new user, and whether the next page must be loaded anew. `leaveTo` is a page of the
 * provider to load next instead of one of the site's: its sign-out, which then sends the browser back to the site.
 */
export interface AuthChange {
  user: CurrentUser | null;
  pageLoadNeeded: boolean;
  leaveTo?: string | undefined;
}

function useAuthChange<V>(request: (variables: V) => Promise<Omit<AuthChange, 'pageLoadNeeded'>>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterAuthChange();
  return useMutation({
    mutationFn: async (variables: V): Promise<AuthChange> => {
      const before = queryClient.getQueryData<MeResponse>(authKeys.me)?.user ?? null;
      const change = await request(variables);
      return { ...change, pageLoadNeeded: changesEditing(before, change.user) };
    },
    onSuccess: ({ user, pageLoadNeeded, leaveTo }) => (pageLoadNeeded || leaveTo ? undefined : refresh(user)),
  });
}

export const useDevLogin = () =>
  useAuthChange(async (request: DevLoginRequest) => ({ user: (await apiRequest<DevLoginResponse>('/auth/dev-login', { method: 'POST', body: request })).user }));

/** Ends the session on the server; a provider's session ends at `leaveTo`, shown in the visitor's language. */
export function useSignOut() {
  const { i18n } = useTranslation();
  return useAuthChange(async () => {
    const { endSessionUrl } = await apiRequest<LogoutResponse>('/auth/logout', { method: 'POST', query: { locale: normalizeLocale(i18n.language) } });
    return { user: null, leaveTo: endSessionUrl };
  });
}
