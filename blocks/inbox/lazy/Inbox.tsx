import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/api/client';
import { counterKeys } from '../../../src/api/lazy/counters';
import { conversationRefOf, messageKeys, sameConversation, useConversationList, type ConversationRef } from '../../../src/api/lazy/messages';
import { EditorNote, usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { SCOPES } from '../../../src/engine';
import { useMediaQuery } from '../../shared/lazy/catalogue/hooks/use-media-query';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { useMessagingLiveUpdates } from '../../shared/lazy/use-messaging-live-updates';
import { SignInLink } from '../../shared/SignInLink';
import type { InboxProps } from '../props.gen';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import type { InboxView } from './inbox-address';
import { inboxText } from './inbox-text';
import { NewConversation } from './NewConversation';
import { useInboxAddress } from './use-inbox-address';
import './inbox.css';

/** Spec 2 §2: below the md breakpoint (768 px) the inbox shows either the list or the conversation. */
const NARROW_INBOX = '(max-width: 767.98px)';

/** Where the focus goes after the view changed by the visitor's hand: the opened pane's heading, or back to a list entry. */
type FocusRequest = { to: 'pane' } | { to: 'entry'; ref: ConversationRef } | null;

function ListLoadState({ list }: { list: ReturnType<typeof useConversationList> }) {
  const { t } = useTranslation();
  if (!list.isError) {
    return (
      <p role="status" aria-busy="true" className="inbox-state">
        {t(inboxText('loading'))}
      </p>
    );
  }
  return (
    <div role="alert" className="inbox-state">
      <p>{t(inboxText('error.load'))}</p>
      <button type="button" className="block-button" onClick={() => void list.refetch()}>
        {t(inboxText('retry'))}
      </button>
    </div>
  );
}

function InboxScreen({ level }: { level: number }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const [address, show] = useInboxAddress();
  const list = useConversationList();
  useMessagingLiveUpdates(settings.features.enableSignalr === true, [messageKeys.all, counterKeys.all]);
  const narrow = useMediaQuery(NARROW_INBOX);
  const [focus, setFocus] = useState<FocusRequest>(null);
  const focusTaken = useCallback(() => setFocus(null), []);
  const conversations = list.data?.conversations;

  useEffect(() => {
    if (!address.goToTopUnread || !conversations) return;
    const top = conversations.find((summary) => summary.unreadCount > 0);
    show(top ? { kind: 'conversation', ref: conversationRefOf(top) } : address.view);
  }, [address, conversations, show]);

  if (list.error instanceof ApiError && list.error.status === 403) {
    return (
      <p role="alert" className="inbox-state">
        {t(inboxText('error.directory'))}
      </p>
    );
  }

  // Spec 2 §4: with no conversations the new-conversation view opens.
  const view: InboxView = address.view.kind === 'none' && conversations?.length === 0 ? { kind: 'new' } : address.view;
  const openRef = view.kind === 'conversation' ? view.ref : null;
  const choose = (next: InboxView) => {
    show(next);
    setFocus({ to: 'pane' });
  };
  const back = () => {
    show({ kind: 'none' });
    setFocus(openRef ? { to: 'entry', ref: openRef } : null);
  };
  // Back to the list while there is one to go back to (else a new conversation is all the inbox has to show).
  const mayGoBack = narrow && ((conversations?.length ?? 0) > 0 || view.kind === 'conversation');
  const pane = { level, takeFocus: focus?.to === 'pane', onFocusTaken: focusTaken, onBack: mayGoBack ? back : undefined };

  return (
    <div className={`inbox__panes${narrow ? '' : ' inbox__panes--side-by-side'}`}>
      {(!narrow || view.kind === 'none') && (
        <div className="inbox__list-pane">
          {conversations ? (
            <ConversationList
              conversations={conversations}
              open={openRef}
              onOpen={(ref) => choose({ kind: 'conversation', ref })}
              onNew={() => choose({ kind: 'new' })}
              focus={focus?.to === 'entry' ? focus.ref : null}
              onFocusTaken={focusTaken}
            />
          ) : (
            <ListLoadState list={list} />
          )}
        </div>
      )}
      {(!narrow || view.kind !== 'none') && (
        <div className="inbox__view-pane">
          {view.kind === 'new' ? (
            <NewConversation {...pane} onChoose={(key) => choose({ kind: 'conversation', ref: { kind: 'direct', id: key } })} />
          ) : view.kind === 'conversation' ? (
            <ConversationThread
              key={`${view.ref.kind}:${view.ref.id}`}
              conversationRef={view.ref}
              known={conversations?.find((summary) => sameConversation(conversationRefOf(summary), view.ref))?.recipient}
              {...pane}
            />
          ) : (
            <p className="inbox-state inbox-state--placeholder">{t(inboxText('thread.placeholder'))}</p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The attendee's inbox (spec 2 §2, §4, §5): their conversations with other attendees and their meetings' group
 * messages, one open beside the list (or instead of it on small screens), a new conversation with anyone in the
 * attendee directory, and everything kept current by live events. For signed-in holders of event-tools while
 * messaging is on (the page's own gate says the same).
 */
export default function Inbox({ props }: BlockComponentProps<InboxProps>) {
  const { t } = useTranslation();
  const { user, scopes, settings, isEditor } = usePageContext();
  if (!settings.features.showMessaging) return isEditor ? <EditorNote messageKey={inboxText('flag-off')} values={{}} /> : null;
  const paneLevel = Math.min((props.heading ? (props.headingLevel ?? 2) : 1) + 1, 6);
  return (
    <HeadedSection fields={props} className="inbox" label={t(inboxText('heading'))}>
      {!user ? (
        <p>
          <SignInLink className="block-button">{t(inboxText('sign-in'))}</SignInLink>
        </p>
      ) : scopes.includes(SCOPES.eventTools) ? (
        <InboxScreen level={paneLevel} />
      ) : null}
    </HeadedSection>
  );
}
