import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/api/client';
import { useConversation, useMarkRead, type Conversation, type ConversationRecipient, type ConversationRef, type Message } from '../../../src/api/lazy/messages';
import { useProfile } from '../../../src/api/lazy/profile';
import { usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { formatDateTime } from '../../../src/i18n/time-format';
import { Avatar } from '../../shared/lazy/catalogue/cards/Avatar';
import { MessageBody } from '../../shared/lazy/meetings/MessageBody';
import { Composer } from './Composer';
import { inboxText } from './inbox-text';
import { BackButton, PaneHeading, type PaneProps } from './PaneParts';
import { latestUnreadId, ownMessageTest } from './thread-messages';
import { useArrivalAnnouncement } from './use-arrival-announcement';

const NOBODYS = (): boolean => false;

function MessageItem({ message, own }: { message: Message; own: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <li className={`inbox-message${own ? ' inbox-message--own' : ''}`}>
      <p className="inbox-message__meta">
        <span className="inbox-message__author">{own ? t(inboxText('thread.you')) : message.author.name}</span>
        <time dateTime={message.created}>{formatDateTime(message.created, { locale })}</time>
      </p>
      <p className="inbox-message__body">
        <MessageBody body={message.body} />
      </p>
    </li>
  );
}

function Messages({ conversation, isOwn }: { conversation: Conversation; isOwn: (message: Message) => boolean }) {
  const { t } = useTranslation();
  if (conversation.messages.length === 0) return <p className="inbox-thread__empty">{t(inboxText('thread.empty'))}</p>;
  // Latest first, as they come (spec 2 §4: a sent message is added at the top, right under the composer).
  return (
    <ol className="inbox-thread__messages" aria-label={t(inboxText('thread.messages'))}>
      {conversation.messages.map((message) => (
        <MessageItem key={message.id} message={message} own={isOwn(message)} />
      ))}
    </ol>
  );
}

function ThreadState({ thread }: { thread: ReturnType<typeof useConversation> }) {
  const { t } = useTranslation();
  if (!thread.isError) {
    return (
      <p role="status" aria-busy="true" className="inbox-state">
        {t(inboxText('thread.loading'))}
      </p>
    );
  }
  if (thread.error instanceof ApiError && thread.error.status === 404) {
    return (
      <p role="alert" className="inbox-state">
        {t(inboxText('error.thread-not-found'))}
      </p>
    );
  }
  return (
    <div role="alert" className="inbox-state">
      <p>{t(inboxText('error.thread'))}</p>
      <button type="button" className="block-button" onClick={() => void thread.refetch()}>
        {t(inboxText('retry'))}
      </button>
    </div>
  );
}

/** Reads the conversation's unread messages as soon as they are shown (spec 2 §4), once per newest unread message. */
function useReadWhenShown(ref: ConversationRef, unreadId: string | undefined) {
  const { mutate: markRead } = useMarkRead();
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!unreadId || marked.current === unreadId) return;
    marked.current = unreadId;
    // A failed mark is tried again with the next showing of the thread (a refetch, a new message).
    markRead({ ref, messageId: unreadId }, { onError: () => (marked.current = undefined) });
  }, [ref, unreadId, markRead]);
}

interface ConversationThreadProps extends PaneProps {
  conversationRef: ConversationRef;
  /** The other side as the list knows them, shown while the conversation loads. */
  known: ConversationRecipient | undefined;
}

/**
 * One conversation: who it is with, the composer (or why there is none) and the messages, latest first. Opening it
 * reads its unread messages; a meeting's conversation links to the meeting.
 */
export function ConversationThread({ conversationRef, known, level, takeFocus, onFocusTaken, onBack }: ConversationThreadProps) {
  const { t } = useTranslation();
  const { user, locale, settings } = usePageContext();
  const meeting = conversationRef.kind === 'meeting';
  const thread = useConversation(conversationRef);
  // Only a meeting's conversation needs the caller's own key to tell their messages from the other participants'.
  const ownKey = useProfile(meeting ? (user?.id ?? null) : null).data?.id;
  const conversation = thread.data;
  const isOwn = conversation ? ownMessageTest(conversationRef, conversation, ownKey) : undefined;
  useReadWhenShown(conversationRef, conversation ? latestUnreadId(conversation.messages) : undefined);
  const recipient = conversation?.recipient ?? known;
  const arrival = useArrivalAnnouncement(conversationRef, conversation?.messages);

  return (
    <div className="inbox-pane inbox-thread">
      <BackButton onBack={onBack} />
      <div className="inbox-thread__who">
        {recipient && <Avatar id={recipient.id} name={recipient.name} photo={recipient.photo} />}
        <div>
          <PaneHeading level={level} takeFocus={takeFocus} onFocusTaken={onFocusTaken}>
            {recipient?.name ?? t(inboxText(thread.isError ? 'thread.heading' : 'thread.loading'))}
          </PaneHeading>
          {recipient && !meeting && <p className="inbox-thread__detail">{[recipient.title, recipient.company].filter(Boolean).join(' · ')}</p>}
          {meeting && settings.features.showMeetings && (
            <a className="inbox-thread__detail" href={localizedPath(locale, `/meetings/${encodeURIComponent(conversationRef.id)}`)}>
              {t(inboxText('thread.meeting-link'))}
            </a>
          )}
        </div>
      </div>
      {conversation ? (
        <>
          {conversation.recipient.validRecipient ? (
            <Composer conversationRef={conversationRef} recipientName={conversation.recipient.name} />
          ) : (
            <p className="inbox-thread__closed">{t(inboxText(meeting ? 'thread.closed-meeting' : 'thread.closed'), { name: conversation.recipient.name })}</p>
          )}
          <Messages conversation={conversation} isOwn={isOwn ?? NOBODYS} />
        </>
      ) : (
        <ThreadState thread={thread} />
      )}
      <p role="status" className="visually-hidden">
        {arrival}
      </p>
    </div>
  );
}
