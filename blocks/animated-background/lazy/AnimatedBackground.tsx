import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { imageSrc, videoSrc } from '../../shared/safe-url';
import { linearGradient, safeColours } from '../../shared/lazy/animated-background-gradient';
import { PlayToggle } from '../../shared/lazy/video/PlayToggle';
import { useReducedMotion } from '../../shared/lazy/use-reduced-motion';
import { VideoPlayer } from '../../shared/lazy/video/VideoPlayer';
import type { AnimatedBackgroundProps } from '../props.gen';
import './animated-background.css';

/** The flowing gradient with its pause button; still until the visitor plays it when they ask for reduced motion. */
function FlowingGradient({ props }: { props: AnimatedBackgroundProps }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<'moving' | 'still' | null>(null);
  const moving = (chosen ?? (reducedMotion ? 'still' : 'moving')) === 'moving';
  const style = { animationDuration: `${props.durationSeconds ?? 16}s` } as CSSProperties;
  return (
    <>
      <div className="animated-background__layer animated-background__gradient" style={style} data-moving={moving} aria-hidden="true" />
      <PlayToggle
        playing={moving}
        label={t(`translate.base.blocks.animated-background.${moving ? 'pause' : 'play'}`)}
        onToggle={() => setChosen(moving ? 'still' : 'moving')}
      />
    </>
  );
}

/** Nested blocks over a moving gradient or a background video (spec 3: "animated background"). */
export default function AnimatedBackground({ props, children }: BlockComponentProps<AnimatedBackgroundProps>) {
  const { isEditor } = usePageContext();
  const video = props.animation === 'video' ? videoSrc(props.videoUrl) : undefined;
  const style = {
    minHeight: `${props.minHeight ?? 0}px`,
    color: safeColours(props.textColor ? [props.textColor] : [])[0],
    '--animated-background-gradient': linearGradient({ angle: props.angle, colors: props.colors }),
  } as CSSProperties;
  return (
    <div className="animated-background" style={style}>
      {video ? (
        <VideoPlayer variant="background" src={video} poster={imageSrc(props.poster)} />
      ) : (
        <FlowingGradient props={props} />
      )}
      <div className="animated-background__content">
        {props.animation === 'video' && !video && isEditor && (
          <EditorNote messageKey="translate.base.blocks.video-player.missing-url" values={{}} />
        )}
        {children}
      </div>
    </div>
  );
}
