import { useTranslation } from 'react-i18next';
import { isAuthenticated, localizedPath } from '../../src/engine';
import { usePageContext } from '../../src/app/page-context';
import { useText } from '../../src/i18n/use-text';
import { imageSrc, videoSrc } from '../shared/safe-url';
import type { HeroAsset as HeroAssetData } from './props.gen';
import { VideoLightbox } from './VideoLightbox';

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
      {lightBoxUrl && <VideoLightbox src={lightBoxUrl} label={text(asset.videoAltText)} />}
    </div>
  );
}

function HeroVideo({ src, label, requiresAuth }: { src: string | undefined; label: string; requiresAuth: boolean }) {
  const { t } = useTranslation();
  const { user, locale } = usePageContext();
  if (!src) return null;
  if (requiresAuth && !isAuthenticated(user)) {
    return (
      <div className="hero-blade__sign-in">
        <p>{t('translate.base.blocks.hero-blade.sign-in-to-watch')}</p>
        <a className="block-button block-button--primary" href={localizedPath(locale, '/sign-in')}>
          {t('translate.base.blocks.hero-blade.sign-in')}
        </a>
      </div>
    );
  }
  return (
    <video className="hero-blade__video" src={src} controls playsInline preload="metadata" aria-label={label || undefined}>
      {t('translate.base.blocks.hero-blade.video-unsupported')}
    </video>
  );
}
