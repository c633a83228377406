import { useId, type CSSProperties } from 'react';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { imageSrc, videoSrc } from '../../shared/safe-url';
import { SectionHeading } from '../../shared/SectionHeading';
import { VideoPlayer } from '../../shared/lazy/video/VideoPlayer';
import type { VideoHeroProps } from '../props.gen';
import './video-hero.css';

/** The heading over a background video (or its poster while there is no usable video), behind a darkening layer. */
export default function VideoHero({ props }: BlockComponentProps<VideoHeroProps>) {
  const headingId = useId();
  const { isEditor } = usePageContext();
  const src = videoSrc(props.videoUrl);
  const poster = imageSrc(props.poster);
  const style = {
    minHeight: `${props.minHeight ?? 480}px`,
    '--video-hero-scrim': props.overlayOpacity ?? 0.45,
  } as CSSProperties;
  return (
    <section
      className={`video-hero video-hero--${props.contentPosition ?? 'center'}`}
      style={style}
      aria-labelledby={props.heading ? headingId : undefined}
    >
      {src ? (
        <VideoPlayer variant="background" src={src} poster={poster} />
      ) : (
        poster && <img className="video-hero__poster" src={poster} alt="" decoding="async" />
      )}
      <div className="video-hero__scrim" aria-hidden="true" />
      <div className="video-hero__content">
        {!src && isEditor && <EditorNote messageKey="translate.base.blocks.video-player.missing-url" values={{}} />}
        <SectionHeading fields={props} id={headingId} />
      </div>
    </section>
  );
}
