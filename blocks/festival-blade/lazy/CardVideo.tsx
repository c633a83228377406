import { usePageContext } from '../../../src/app/block-kit';
import { isSignedIn } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import { imageSrc, videoSrc } from '../../shared/safe-url';
import { SignInToWatch } from '../../shared/lazy/video/SignInToWatch';
import { VideoPlayer } from '../../shared/lazy/video/VideoPlayer';
import type { FestivalCardVideo } from '../props.gen';

/** A card's video in the shared player; one that requires sign-in shows anonymous visitors a sign-in prompt instead (spec 1 §6). */
export function CardVideo({ video, aspectRatio }: { video: FestivalCardVideo; aspectRatio: string | undefined }) {
  const text = useText();
  const { scopes } = usePageContext();
  // Before the address: the server sends anonymous visitors none for a video that requires sign-in.
  if (video.requiresAuth && !isSignedIn(scopes)) return <SignInToWatch aspectRatio={aspectRatio} />;
  const src = videoSrc(video.url);
  if (!src) return null;
  const config = video.simpleVideoConfig ?? {};
  return (
    <VideoPlayer
      src={src}
      label={text(config.ariaLabel) || text(video.title) || undefined}
      poster={imageSrc(config.poster)}
      captions={videoSrc(config.captions)}
      aspectRatio={aspectRatio}
      theme={config.videoTheme}
      hideControls={config.hideControls}
    />
  );
}
