import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cssAspectRatio } from './aspect-ratio';
import { SOURCE_MARGIN } from './player-timing';
import { PlayToggle } from './PlayToggle';
import { useNearViewport } from './use-near-viewport';
import { useReducedMotion } from '../use-reduced-motion';
import { useVideoPlayer } from './use-video-player';
import { VideoControls } from './VideoControls';
import '../../buttons.css';
import './video.css';

const key = (name: string) => `translate.base.blocks.video-player.${name}`;

export interface VideoPlayerProps {
  /** An http(s) URL: callers pass what `videoSrc` (blocks/shared/safe-url.ts) let through. */
  src: string;
  /**
   * `inline`: a player with controls and the hover preview, in a frame of `aspectRatio`. `background`: a decorative,
   * muted loop filling its container, started when it comes near (unless the visitor asked for reduced motion), with
   * a single pause button.
   */
  variant?: 'inline' | 'background';
  /** Accessible name of an inline player. */
  label?: string;
  poster?: string;
  /** WebVTT captions (inline players). */
  captions?: string;
  /** "a/b"; 16/9 by default. */
  aspectRatio?: string;
  theme?: 'dark' | 'light';
  /** Only a play/pause button instead of the control bar. */
  hideControls?: boolean;
  /** Off to keep a resting pointer from starting playback. */
  hoverPreview?: boolean;
  loop?: boolean;
  className?: string;
}

/** The one video player of the video blocks (inline video player, video hero, animated background). */
export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
  const background = props.variant === 'background';
  const captions = background ? undefined : props.captions;
  const reducedMotion = useReducedMotion();
  const { ref: frameRef, near } = useNearViewport<HTMLDivElement>(SOURCE_MARGIN);
  const { videoRef, trackRef, state, progress, controls, hover, media } = useVideoPlayer({
    hasCaptions: Boolean(captions),
    hoverPreview: !background && props.hoverPreview !== false,
  });
  const { play } = controls;
  const playing = state.playback === 'playing';

  useEffect(() => {
    if (background && near && !reducedMotion) play();
  }, [background, near, reducedMotion, play]);

  const showPoster = props.poster && (state.playback === 'unfocused' || state.playback === 'stopped');
  const classes = ['video-player', `video-player--${props.variant ?? 'inline'}`, `video-player--${props.theme ?? 'dark'}`, props.className];
  return (
    <div
      ref={frameRef}
      className={classes.filter(Boolean).join(' ')}
      data-state={state.playback}
      style={background ? undefined : { aspectRatio: cssAspectRatio(props.aspectRatio) }}
      role={background ? undefined : 'group'}
      aria-label={background ? undefined : props.label}
      {...hover}
    >
      <video
        ref={videoRef}
        className="video-player__video"
        src={near ? props.src : undefined}
        poster={props.poster}
        muted={state.muted}
        loop={background || props.loop}
        playsInline
        preload={near ? 'metadata' : 'none'}
        // Captions from another origin load only for a CORS request, which media CDNs answer.
        crossOrigin={captions ? 'anonymous' : undefined}
        aria-label={background ? undefined : props.label}
        aria-hidden={background || undefined}
        onClick={background || props.hideControls ? undefined : controls.togglePlay}
        {...media}
      >
        {captions && <track ref={trackRef} kind="captions" src={captions} label={t(key('captions'))} default />}
      </video>
      {showPoster && <img className="video-player__poster" src={props.poster} alt="" loading="lazy" decoding="async" />}
      {background || props.hideControls ? (
        <PlayToggle
          playing={playing}
          label={t(key(`${playing ? 'pause' : 'play'}${background ? '-background' : ''}`))}
          onToggle={controls.togglePlay}
        />
      ) : (
        <VideoControls state={state} progress={progress} controls={controls} hasCaptions={Boolean(captions)} />
      )}
    </div>
  );
}
