import Fuse from 'fuse.js';
import { useMemo } from 'react';
import type { ConversationSummary } from '../../../src/api/lazy/messages';
import { CONVERSATION_SEARCH_THRESHOLD } from '../../../src/engine/lazy/messages';

/**
 * Spec 2 §5: fuzzy, on the other side's name and the message body (the list's latest message). A body is matched
 * anywhere in it, not only near its start.
 */
const FUSE_OPTIONS = { keys: ['recipient.name', 'lastMessage.body'], threshold: CONVERSATION_SEARCH_THRESHOLD, ignoreLocation: true };

/** The conversations matching `query`, best first; all of them, latest first, while it is blank. */
export function useConversationSearch(conversations: readonly ConversationSummary[], query: string): readonly ConversationSummary[] {
  const fuse = useMemo(() => new Fuse(conversations, FUSE_OPTIONS), [conversations]);
  return useMemo(() => (query.trim() === '' ? conversations : fuse.search(query.trim()).map((result) => result.item)), [conversations, fuse, query]);
}
