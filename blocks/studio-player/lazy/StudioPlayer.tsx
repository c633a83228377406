import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { isSignedIn } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { SectionHeading } from '../../shared/SectionHeading';
import { httpUrl } from '../../shared/safe-url';
import type { StudioPlayerProps } from '../props.gen';
import { ChatSidebar } from './ChatSidebar';
import { SignInPane } from './SignInPane';
import { streamEmbed } from './stream-embed';
import { StreamPlayer } from './StreamPlayer';
import { StudioTicker } from './StudioTicker';
import '../../shared/lazy/event-data/event-button.css';
import './studio-player.css';

const key = (name: string) => `translate.base.blocks.studio-player.${name}`;

/**
 * A studio's live stream (spec 03 §3): the player, the chat sidebar when enabled, the live-now ticker when asked.
 * Anonymous visitors see the stream only as a sign-in prompt (spec 1 §6); the server sends them no stream address.
 */
export default function StudioPlayer({ props }: BlockComponentProps<StudioPlayerProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { isEditor, scopes } = usePageContext();
  const embed = streamEmbed(props.videoUrl);
  const title = text(props.videoTitle) || t(key('stream'));
  // A chat without an address takes no room, except for editors, who are told what is missing.
  const chat = props.chat?.enabled && (httpUrl(props.chat.embedUrl) || isEditor) ? props.chat : undefined;
  return (
    <div className="studio-player">
      <SectionHeading fields={props} />
      {props.enableLiveNowTicker && <StudioTicker />}
      <div className={`studio-player__stage${chat ? ' studio-player__stage--with-chat' : ''}`}>
        <div className="studio-player__screen">
          {!isSignedIn(scopes) ? (
            <SignInPane messageKey={key('sign-in-to-watch')} label={title} />
          ) : embed ? (
            <StreamPlayer embed={embed} title={title} allow={props.iframeAllowAttribute} obeyPlayerHeight={props.obeyPlayerHeight === true} />
          ) : (
            // Visitors see an empty screen until there is a stream; editors see what is missing.
            isEditor && <p className="studio-player__note">{t(key('no-stream'))}</p>
          )}
        </div>
        {chat && <ChatSidebar chat={chat} />}
      </div>
    </div>
  );
}
