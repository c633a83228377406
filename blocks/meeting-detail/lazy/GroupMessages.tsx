import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation, useSendMessage, type ConversationRef, type Message } from '../../../src/api/lazy/messages';
import { usePageContext } from '../../../src/app/block-kit';
import { MESSAGE_BODY_MAX_LENGTH, characterCount, maySendGroupMessage, messageBodyProblem } from '../../../src/engine/lazy/messages';
import { formatDateTime } from '../../../src/i18n/time-format';
import { meetingFailure } from '../../shared/lazy/meetings/meeting-toasts';
import { MessageBody } from '../../shared/lazy/meetings/MessageBody';
import { meetingText } from '../../shared/lazy/meetings/texts';

const meetingConversation = (id: string): ConversationRef => ({ kind: 'meeting', id });

function MessageItem({ message, timeZone }: { message: Message; timeZone: string }) {
  const { locale } = usePageContext();
  return (
    <li className="meeting-message">
      <p className="meeting-message__head">
        <span className="meeting-message__author">{message.author.name}</span>{' '}
        <time dateTime={message.created}>{formatDateTime(message.created, { locale, timeZone })}</time>
      </p>
      <p className="meeting-message__body">
        <MessageBody body={message.body} />
      </p>
    </li>
  );
}

function Composer({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(meetingConversation(meetingId));
  const [text, setText] = useState('');
  const fieldId = useId();
  const countId = useId();
  const ready = maySendGroupMessage({ meetingId, text, sending: send.isPending });
  const tooLong = messageBodyProblem(text) === 'too-long';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    send.mutate(text, { onSuccess: () => setText(''), onError: (error) => meetingFailure(error, 'issue-sending') });
  };
  return (
    <form className="meeting-messages__form" onSubmit={submit}>
      <label htmlFor={fieldId}>{t(meetingText('messages.field'))}</label>
      <textarea id={fieldId} rows={3} value={text} aria-invalid={tooLong || undefined} aria-describedby={countId} onChange={(event) => setText(event.target.value)} />
      <p id={countId} className={`meeting-field__hint${tooLong ? ' meeting-field__error' : ''}`}>
        {t(meetingText('messages.count'), { count: characterCount(text), max: MESSAGE_BODY_MAX_LENGTH })}
      </p>
      <button type="submit" className="block-button block-button--primary" aria-disabled={!ready || undefined}>
        {t(meetingText(send.isPending ? 'messages.sending' : 'messages.send'))}
      </button>
    </form>
  );
}

/**
 * The meeting's group messages (spec 2 §5, §8), the latest first: its participants read them; while the meeting is
 * not cancelled they write to all of them. Bodies are plain text with their links clickable.
 */
export function GroupMessages({ meetingId, canSend, timeZone }: { meetingId: string; canSend: boolean; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The inbox shows the same conversation: one cache entry, so a message sent in either is in both.
  const conversation = useConversation(meetingConversation(meetingId));
  const messages = conversation.data?.messages ?? [];
  return (
    <section className="meeting-messages" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(meetingText('messages.heading'))}</h2>
      {canSend && <Composer meetingId={meetingId} />}
      {conversation.isError && !conversation.data ? (
        <div role="alert">
          <p>{t(meetingText('messages.error'))}</p>
          <button type="button" className="block-button" onClick={() => void conversation.refetch()}>
            {t(meetingText('retry'))}
          </button>
        </div>
      ) : !conversation.data ? (
        <p role="status" aria-busy="true">
          {t(meetingText('loading.messages'))}
        </p>
      ) : messages.length === 0 ? (
        <p>{t(meetingText('messages.empty'))}</p>
      ) : (
        <ol className="meeting-messages__list" aria-label={t(meetingText('messages.list'))}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </section>
  );
}
