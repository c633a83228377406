import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import type { SessionLiveState } from '../../../src/engine/lazy/live-state';
import { SignInLink } from '../../shared/SignInLink';
import { videoSrc } from '../../shared/safe-url';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';

const key = (name: string) => `translate.base.blocks.session-detail.video.${name}`;

/** The live stream while live: a link for signed-in visitors, a sign-in prompt for anonymous ones (spec 1 §6). */
function LiveStream({ url }: { url: string }) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  if (scopes.length > 0) {
    return (
      <ExternalLink href={url} className="block-button block-button--primary">
        {t(key('watch-live'))}
      </ExternalLink>
    );
  }
  return (
    <div className="session-video__sign-in">
      <p>{t(key('sign-in-to-watch'))}</p>
      <SignInLink className="block-button block-button--primary">{t(key('sign-in'))}</SignInLink>
    </div>
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
 * and a note before the start of a session that will be streamed.
 */
export function SessionVideo({ session, state }: { session: SessionAnswer; state: SessionLiveState }) {
  const { t } = useTranslation();
  const stream = videoSrc(session.liveStream ?? undefined);
  const recording = session.onDemand[0];
  let tile: ReactNode = null;
  if (state === 'ondemand' && recording) tile = <OnDemandVideo video={recording} title={session.title} />;
  else if (state === 'live' && stream) tile = <LiveStream url={stream} />;
  else if (state === 'upcoming' && stream) tile = <p>{t(key('streamed'))}</p>;
  if (!tile) return null;
  return (
    <DetailSection title={t(key('heading'))} className="session-video">
      {tile}
    </DetailSection>
  );
}
