import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationRefOf, sameConversation, type ConversationRef, type ConversationSummary } from '../../../src/api/lazy/messages';
import { usePageContext } from '../../../src/app/block-kit';
import { formatDateTime } from '../../../src/i18n/time-format';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { useConversationSearch } from './conversation-search';
import { inboxText } from './inbox-text';

const refKey = (ref: ConversationRef): string => `${ref.kind}:${ref.id}`;

/** The unread count on a conversation: the number for the eye, the words for a screen reader. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="inbox-badge">
      <span aria-hidden="true">{count}</span>
      <span className="block-visually-hidden">{t(inboxText('list.unread'), { count })}</span>
    </span>
  );
}

function ConversationItem({ summary, open, onOpen, register }: { summary: ConversationSummary; open: boolean; onOpen(): void; register(button: HTMLButtonElement | null): void }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { recipient, lastMessage, unreadCount } = summary;
  const meeting = lastMessage.messageType === 'meeting';
  const fromThem = meeting || lastMessage.author.key === recipient.id;
  return (
    <li>
      <button type="button" ref={register} className="inbox-item" aria-current={open ? 'true' : undefined} onClick={onOpen}>
        <Avatar id={recipient.id} name={recipient.name} photo={recipient.photo} />
        <span className="inbox-item__text">
          <span className="inbox-item__top">
            <span className="inbox-item__name">{recipient.name}</span>
            <time className="inbox-item__time" dateTime={lastMessage.created}>
              {formatDateTime(lastMessage.created, { locale })}
            </time>
          </span>
          {meeting && <span className="inbox-item__kind">{t(inboxText('list.meeting'))}</span>}
          {/* A preview: the body's text only, links not made clickable inside a button. */}
          <span className="inbox-item__preview">
            {fromThem ? (meeting ? `${lastMessage.author.firstName}: ` : '') : `${t(inboxText('thread.you'))}: `}
            {lastMessage.body}
          </span>
        </span>
        {unreadCount > 0 && <UnreadBadge count={unreadCount} />}
      </button>
    </li>
  );
}

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  open: ConversationRef | null;
  onOpen(ref: ConversationRef): void;
  onNew(): void;
  /** The conversation whose entry takes the focus (coming back from it on a small screen), then `onFocusTaken` says so. */
  focus: ConversationRef | null;
  onFocusTaken(): void;
}

/**
 * The conversations, latest first, each a button naming who it is with, when and what was last said and how many
 * messages are unread; the open one is marked current. A fuzzy search narrows them (spec 2 §5).
 */
export function ConversationList({ conversations, open, onOpen, onNew, focus, onFocusTaken }: ConversationListProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useConversationSearch(conversations, query);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focus) return;
    buttons.current.get(refKey(focus))?.focus();
    onFocusTaken();
  }, [focus, onFocusTaken]);

  return (
    <div className="inbox-list">
      <button type="button" className="block-button block-button--primary inbox-list__new" onClick={onNew}>
        {t(inboxText('new.button'))}
      </button>
      {conversations.length > 0 && (
        <div className="inbox-list__search">
          <label htmlFor={searchId}>{t(inboxText('list.search-label'))}</label>
          <input id={searchId} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
      )}
      {conversations.length === 0 ? (
        <p className="inbox-state">{t(inboxText('list.empty'))}</p>
      ) : (
        <ul className="inbox-list__items" aria-label={t(inboxText('list.label'))}>
          {shown.map((summary) => {
            const ref = conversationRefOf(summary);
            const key = refKey(ref);
            return (
              <ConversationItem
                key={key}
                summary={summary}
                open={sameConversation(ref, open)}
                onOpen={() => onOpen(ref)}
                register={(button) => {
                  if (button) buttons.current.set(key, button);
                  else buttons.current.delete(key);
                }}
              />
            );
          })}
        </ul>
      )}
      {/* Present before it has something to say, so that saying it is announced. */}
      {conversations.length > 0 && (
        <p role="status" className="inbox-state">
          {shown.length === 0 ? t(inboxText('list.no-match')) : ''}
        </p>
      )}
    </div>
  );
}
