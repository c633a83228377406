import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/page-context';
import { isAuthenticated, localizedPath } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { imageSrc, videoSrc } from '../../shared/safe-url';
import type { FestivalCardVideo } from '../props.gen';

const K = 'translate.base.blocks.festival-blade';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A card's video; one that requires sign-in shows anonymous visitors a sign-in prompt instead (spec 1 §6). */
export function CardVideo({ video }: { video: FestivalCardVideo }) {
  const { t } = useTranslation();
  const { user, locale } = usePageContext();
  const src = videoSrc(video.url);
  if (!src) return null;
  if (video.requiresAuth && !isAuthenticated(user)) {
    return (
      <div className="festival-card__sign-in">
        <p>{t(`${K}.sign-in-to-watch`)}</p>
        <a className="block-button block-button--primary" href={localizedPath(locale, '/sign-in')}>
          {t(`${K}.sign-in`)}
        </a>
      </div>
    );
  }
  return <Player video={video} src={src} />;
}

function Player({ video, src }: { video: FestivalCardVideo; src: string }) {
  const { t } = useTranslation();
  const text = useText();
  const { locale } = usePageContext();
  const config = video.simpleVideoConfig ?? {};
  const ambient = config.hideControls === true;
  // Ambient video plays by itself, unless the visitor asked for less motion.
  const [playing, setPlaying] = useState(() => ambient && !reducedMotion());
  const element = useRef<HTMLVideoElement>(null);
  const captions = videoSrc(config.captions);

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (playing) player.pause();
    else void player.play().catch(() => setPlaying(false));
    setPlaying(!playing);
  };

  return (
    <div className={`festival-card__video festival-card__video--${config.videoTheme ?? 'dark'}`}>
      <video
        ref={element}
        src={src}
        poster={imageSrc(config.poster)}
        aria-label={text(config.ariaLabel) || text(video.title) || undefined}
        controls={!ambient}
        muted={ambient}
        loop={ambient}
        autoPlay={playing}
        playsInline
        preload="metadata"
      >
        {captions && <track kind="captions" src={captions} srcLang={locale.slice(0, 2)} label={t(`${K}.captions`)} default />}
        {t(`${K}.video-unsupported`)}
      </video>
      {/* Moving pictures need a way to stop them (WCAG 2.2.2). */}
      {ambient && (
        <button type="button" className="festival-card__pause" onClick={toggle}>
          {t(playing ? `${K}.pause` : `${K}.play`)}
        </button>
      )}
    </div>
  );
}
