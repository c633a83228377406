import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { isSignedIn } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { imageSrc, videoSrc } from '../../shared/safe-url';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { SignInToWatch } from '../../shared/lazy/video/SignInToWatch';
import { VideoPlayer } from '../../shared/lazy/video/VideoPlayer';
import type { InlineVideoPlayerProps } from '../props.gen';

function Player({ props }: { props: InlineVideoPlayerProps }) {
  const text = useText();
  const { scopes, isEditor } = usePageContext();
  // Before the address: the server sends anonymous visitors none for a video that requires sign-in.
  if (props.requiresAuth && !isSignedIn(scopes)) return <SignInToWatch aspectRatio={props.aspectRatio} />;
  const src = videoSrc(props.videoUrl);
  if (!src) return isEditor ? <EditorNote messageKey="translate.base.blocks.video-player.missing-url" values={{}} /> : null;
  return (
    <VideoPlayer
      src={src}
      label={text(props.ariaLabel)}
      poster={imageSrc(props.poster)}
      captions={videoSrc(props.captions)}
      aspectRatio={props.aspectRatio}
      theme={props.videoTheme}
      hideControls={props.hideControls}
      hoverPreview={props.hoverPreview}
      loop={props.loop}
    />
  );
}

/** A section heading (optional) above the inline player. */
export default function InlineVideoPlayer({ props }: BlockComponentProps<InlineVideoPlayerProps>) {
  return (
    <HeadedSection fields={props} className="inline-video-player">
      <Player props={props} />
    </HeadedSection>
  );
}
