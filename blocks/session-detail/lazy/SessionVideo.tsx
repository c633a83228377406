import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import type { SessionLiveState } from '../../../src/engine/lazy/live-state';
import { isSignedIn } from '../../../src/engine';
import { SignInLink } from '../../shared/SignInLink';
import { videoSrc } from '../../shared/safe-url';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';

const key = (name: string) => `translate.base.blocks.session-detail.video.${name}`;

/** What anonymous visitors see instead of the stream or the recording, whose addresses they do not receive (spec 1 §6). */
function SignInToWatch({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="session-video__sign-in">
      <p>{t(key(messageKey))}</p>
      <SignInLink className="block-button block-button--primary">{t(key('sign-in'))}</SignInLink>
    </div>
  );
}

function LiveStream({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <ExternalLink href={url} className="block-button block-button--primary">
      {t(key('watch-live'))}
    </ExternalLink>
  );
}

function OnDemandVideo({ video, title }: { video: SessionAnswer['onDemand'][number]; title: string }) {
  const { t } = useTranslation();
  const src = videoSrc(video.url);
  if (!src) return null;
  const captions = videoSrc(video.captionFileLink);
  return (
    // preload="none": nothing is fetched until the visitor presses play. Captions from another origin load only
    // for a CORS request (crossorigin), which media CDNs answer.
    <video
      className="session-video__player"
      src={src}
      poster={video.thumbnail || undefined}
      controls
      playsInline
      preload="none"
      crossOrigin={captions ? 'anonymous' : undefined}
      aria-label={t(key('label'), { title })}
    >
      {captions && <track kind="captions" src={captions} label={t(key('captions'))} default />}
      {t(key('unsupported'))}
    </video>
  );
}

/**
 * The video tile: the on-demand recording once there is one to watch, the live stream while the session is live,
 * and a note before the start of a session that will be streamed. Anonymous visitors get a sign-in prompt instead of
 * the recording or the stream: the session's flags tell there is one.
 */
export function SessionVideo({ session, state }: { session: SessionAnswer; state: SessionLiveState }) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  const signedIn = isSignedIn(scopes);
  const stream = videoSrc(session.liveStream ?? undefined);
  const recording = session.onDemand[0];
  let tile: ReactNode = null;
  if (state === 'ondemand' && session.hasOnDemand) {
    tile = signedIn ? recording && <OnDemandVideo video={recording} title={session.title} /> : <SignInToWatch messageKey="sign-in-to-watch-recording" />;
  } else if (state === 'live' && session.hasLiveStream) {
    tile = signedIn ? stream && <LiveStream url={stream} /> : <SignInToWatch messageKey="sign-in-to-watch" />;
  } else if (state === 'upcoming' && session.hasLiveStream) tile = <p>{t(key('streamed'))}</p>;
  if (!tile) return null;
  return (
    <DetailSection title={t(key('heading'))} className="session-video">
      {tile}
    </DetailSection>
  );
}
