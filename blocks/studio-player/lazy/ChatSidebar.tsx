import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/block-kit';
import { isSignedIn } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { httpUrl } from '../../shared/safe-url';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import type { StudioChat } from '../props.gen';
import { SignInPane } from './SignInPane';

const key = (name: string) => `translate.base.blocks.studio-player.${name}`;

/** The chat beside the stream for signed-in visitors (spec 03 §4, §6), collapsible; a sign-in pane for the others. */
export function ChatSidebar({ chat }: { chat: StudioChat }) {
  const { t } = useTranslation();
  const text = useText();
  const { scopes, isEditor } = usePageContext();
  const [open, setOpen] = useState(chat.isHidden !== true);
  const bodyId = useId();
  const title = text(chat.title) || t(key('chat'));
  const src = httpUrl(chat.embedUrl);
  const signedIn = isSignedIn(scopes);
  const refused = useRefusedOrigin('frame', src);
  // The sign-in pane is never collapsed: there is nothing behind it to open.
  const shown = open || !signedIn;
  // Without a chat to show there is no sidebar; only editors learn why.
  if (!src) return isEditor ? <p className="studio-player__note">{t(key('no-chat-address'))}</p> : null;
  if (refused) return <RefusedOrigin kind="frame" origin={refused} />;
  return (
    <aside className={`studio-player__sidebar${shown ? '' : ' studio-player__sidebar--closed'}`} aria-label={title}>
      {signedIn && (
        <button type="button" className="block-button block-button--secondary event-data-button studio-player__chat-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {t(key(open ? 'hide-chat' : 'show-chat'))}
        </button>
      )}
      <div id={bodyId} className="studio-player__chat" hidden={!shown}>
        {/* A collapsed chat is not loaded at all. */}
        {signedIn ? open && <iframe className="studio-player__chat-frame" src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" /> : <SignInPane messageKey={key('sign-in-to-chat')} />}
      </div>
    </aside>
  );
}
