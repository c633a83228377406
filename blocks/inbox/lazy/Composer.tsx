import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendingTooFast, useSendMessage, type ConversationRef } from '../../../src/api/lazy/messages';
import { toast } from '../../../src/app/block-kit';
import { MESSAGE_BODY_MAX_LENGTH, characterCount, messageBodyProblem, type MessageBodyProblem } from '../../../src/engine/lazy/messages';
import { inboxText } from './inbox-text';

/**
 * Writes into a conversation. A body that is empty or too long is refused in place, with the reason, and nothing is
 * sent; a sent message is confirmed to screen readers, a failed send says so in a toast and keeps the text (a 429 in
 * the server's own words, spec 2 §8).
 */
export function Composer({ conversationRef, recipientName }: { conversationRef: ConversationRef; recipientName: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const countId = useId();
  const problemId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageBodyProblem | null>(null);
  // Emptied as a send starts, so that every send is said again, even in the same words.
  const [confirmation, setConfirmation] = useState('');
  const send = useSendMessage(conversationRef);
  const count = characterCount(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const refused = messageBodyProblem(text);
    setProblem(refused ?? null);
    if (refused) {
      field.current?.focus();
      return;
    }
    setConfirmation('');
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        setConfirmation(t(inboxText('composer.sent')));
      },
      onError: (error) =>
        toast.show(error instanceof SendingTooFast ? { message: error.message, kind: 'warning' } : { message: inboxText('error.send'), kind: 'error' }),
    });
  };

  return (
    <form className="inbox-composer" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="inbox-composer__label">
        {t(inboxText(conversationRef.kind === 'meeting' ? 'composer.label-meeting' : 'composer.label'), { name: recipientName })}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className="inbox-composer__field"
        rows={3}
        value={text}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${problemId} ${countId}` : countId}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          // The reason stays until it no longer holds.
          if (problem && messageBodyProblem(next) !== problem) setProblem(null);
        }}
      />
      <div className="inbox-composer__footer">
        <span id={countId} className={`inbox-composer__count${count > MESSAGE_BODY_MAX_LENGTH ? ' inbox-composer__count--over' : ''}`}>
          {t(inboxText('composer.count'), { count, max: MESSAGE_BODY_MAX_LENGTH })}
        </span>
        <button type="submit" className="block-button block-button--primary" disabled={send.isPending}>
          {t(inboxText(send.isPending ? 'composer.sending' : 'composer.send'))}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {confirmation}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="inbox-composer__problem">
          {t(inboxText(`composer.${problem}`), { max: MESSAGE_BODY_MAX_LENGTH, length: count })}
        </p>
      )}
    </form>
  );
}
