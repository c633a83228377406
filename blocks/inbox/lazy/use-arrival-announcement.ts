import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationRef, Message } from '../../../src/api/lazy/messages';
import { inboxText } from './inbox-text';

/** Enough of a message to know what it is about when it is read out; the thread shows it whole. */
const SPOKEN_LENGTH = 140;

const spoken = (body: string): string => (body.length > SPOKEN_LENGTH ? `${body.slice(0, SPOKEN_LENGTH)}…` : body);

/**
 * What to say politely when someone else's message arrives in the open thread (live): nothing for the messages the
 * thread opened with, nor for the caller's own (they are read: the composer confirms those).
 */
export function useArrivalAnnouncement(ref: ConversationRef, messages: readonly Message[] | undefined): string {
  const { t } = useTranslation();
  const newest = messages?.[0];
  const seen = useRef<{ thread: string; newest: string } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const thread = `${ref.kind}:${ref.id}`;
  useEffect(() => {
    if (!newest) return;
    const before = seen.current;
    seen.current = { thread, newest: newest.id };
    if (before?.thread !== thread) return setAnnouncement('');
    if (before.newest !== newest.id && !newest.isRead) setAnnouncement(t(inboxText('thread.arrived'), { name: newest.author.name, body: spoken(newest.body) }));
  }, [thread, newest, t]);
  return announcement;
}
