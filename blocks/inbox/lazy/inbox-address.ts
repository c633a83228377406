import type { ConversationRef } from '../../../src/api/lazy/messages';

/** What the inbox shows beside its list: nothing chosen yet, a new conversation, or one conversation. */
export type InboxView = { kind: 'none' } | { kind: 'new' } | { kind: 'conversation'; ref: ConversationRef };

export interface InboxAddress {
  view: InboxView;
  /** Spec 2 §2 `goToTopUnread=true`: open the latest conversation with unread messages once the list is known. */
  goToTopUnread: boolean;
}

/**
 * The address's parameters (spec 2 §2): `toRegKey` the attendee of a direct conversation, `isNew=true` a new one, and
 * `goToTopUnread=true`. A meeting's conversation has no parameter in the spec: `meetingId` names it, so a reload or a
 * link from a meeting comes back to it.
 */
const PARAMS = { to: 'toRegKey', meeting: 'meetingId', isNew: 'isNew', topUnread: 'goToTopUnread' } as const;

export function parseInboxAddress(search: string): InboxAddress {
  const params = new URLSearchParams(search);
  const to = params.get(PARAMS.to);
  const meeting = params.get(PARAMS.meeting);
  // A recipient wins over `isNew`: "Send message" on a profile asks for a new conversation with that attendee, which
  // opens as their (possibly empty) conversation, ready for the first message.
  const view: InboxView = to
    ? { kind: 'conversation', ref: { kind: 'direct', id: to } }
    : meeting
      ? { kind: 'conversation', ref: { kind: 'meeting', id: meeting } }
      : params.get(PARAMS.isNew) === 'true'
        ? { kind: 'new' }
        : { kind: 'none' };
  return { view, goToTopUnread: params.get(PARAMS.topUnread) === 'true' };
}

/** The address showing `view`, every other parameter of the page kept; `goToTopUnread` is done with once a view is chosen. */
export function inboxAddressOf(href: string, view: InboxView): URL {
  const url = new URL(href);
  for (const name of Object.values(PARAMS)) url.searchParams.delete(name);
  if (view.kind === 'new') url.searchParams.set(PARAMS.isNew, 'true');
  if (view.kind === 'conversation') url.searchParams.set(view.ref.kind === 'meeting' ? PARAMS.meeting : PARAMS.to, view.ref.id);
  return url;
}
