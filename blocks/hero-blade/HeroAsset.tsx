import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '../../src/engine';
import { usePageContext } from '../../src/app/block-kit';
import { useText } from '../../src/i18n/use-text';
import { imageSrc, videoSrc } from '../shared/safe-url';
import { SignInLink } from '../shared/SignInLink';
import type { HeroAsset as HeroAssetData } from './props.gen';

// The play button and its dialog are fetched only for a hero that has a light-box video: most heroes are images alone,
// and the hero's own code is in every first download.
const VideoLightbox = lazy(() => import('./lazy/VideoLightbox').then((module) => ({ default: module.VideoLightbox })));

/** The image (optionally opening a video dialog) or the inline video of a hero blade. */
export function HeroAsset({ asset, requiresAuth }: { asset: HeroAssetData; requiresAuth: boolean }) {
  const text = useText();
  if (asset.assetType === 'video') return <HeroVideo src={videoSrc(asset.videoUrl)} label={text(asset.videoAltText)} requiresAuth={requiresAuth} />;
  const src = imageSrc(asset.image?.src);
  if (!src) return null;
  const lightBoxUrl = videoSrc(asset.lightBoxUrl);
  return (
    <div className="hero-blade__media">
      <img className="hero-blade__image" src={src} alt={text(asset.image?.alt)} decoding="async" />
      {lightBoxUrl && (
        <Suspense fallback={null}>
          <VideoLightbox src={lightBoxUrl} label={text(asset.videoAltText)} />
        </Suspense>
      )}
    </div>
  );
}

function HeroVideo({ src, label, requiresAuth }: { src: string | undefined; label: string; requiresAuth: boolean }) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  // Before the address: the server sends anonymous visitors none for a video that requires sign-in.
  if (requiresAuth && !isSignedIn(scopes)) {
    return (
      <div className="hero-blade__sign-in">
        <p>{t('translate.base.blocks.hero-blade.sign-in-to-watch')}</p>
        <SignInLink className="block-button block-button--primary">{t('translate.base.blocks.hero-blade.sign-in')}</SignInLink>
      </div>
    );
  }
  if (!src) return null;
  return (
    <video className="hero-blade__video" src={src} controls playsInline preload="metadata" aria-label={label || undefined}>
      {t('translate.base.blocks.hero-blade.video-unsupported')}
    </video>
  );
}
