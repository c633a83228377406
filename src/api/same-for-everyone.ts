import type { Query } from '@tanstack/react-query';

/**
 * The `meta` of a query whose answer is the same whoever asks: the server reads neither the sign-in cookie nor the
 * visitor's scopes for it, or only to leave out what the blocks show signed-in visitors alone anyway (the stream and
 * video addresses of sessions). Only such answers stay on screen across a sign-in or sign-out (and are refetched meanwhile);
 * every other query counts as the visitor's own and is dropped. The mark is opt-in on purpose: a query that forgets it
 * costs a loading indicator, never another person's data.
 */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

export const isSameForEveryone = (query: Pick<Query, 'meta'>): boolean => query.meta?.sameForEveryone === true;
