import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedOrigin, useRefusedOrigin } from '../../shared/lazy/embed-origin';
import type { StreamEmbed } from './stream-embed';
import { usePlayerHeight } from './use-player-height';

interface StreamPlayerProps {
  embed: StreamEmbed;
  title: string;
  allow: string | undefined;
  obeyPlayerHeight: boolean;
}

/** The stream: a native video player for media addresses, else the player's page in a frame (16:9 unless it asks). */
export function StreamPlayer({ embed, title, allow, obeyPlayerHeight }: StreamPlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const height = usePlayerHeight(frame, embed.kind === 'frame' ? embed.origin : undefined, obeyPlayerHeight);
  const refused = useRefusedOrigin('frame', embed.kind === 'frame' ? embed.src : undefined);
  if (embed.kind === 'video') {
    return (
      // A live stream: nothing is fetched until the visitor presses play.
      <video className="studio-player__media" src={embed.src} controls playsInline preload="none" aria-label={title}>
        {t('translate.base.blocks.studio-player.unsupported')}
      </video>
    );
  }
  if (refused) return <RefusedOrigin kind="frame" origin={refused} />;
  return (
    <iframe
      ref={frame}
      className={`studio-player__media${height === null ? '' : ' studio-player__media--sized'}`}
      style={height === null ? undefined : { height }}
      src={embed.src}
      title={title}
      allow={allow}
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
