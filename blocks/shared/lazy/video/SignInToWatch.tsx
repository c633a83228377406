import { useTranslation } from 'react-i18next';
import { SignInLink } from '../../SignInLink';
import { cssAspectRatio } from './aspect-ratio';
import '../../buttons.css';
import './video.css';

/** What anonymous visitors see instead of a video that requires sign-in (spec 1 §6: streams only as a sign-in prompt). */
export function SignInToWatch({ aspectRatio }: { aspectRatio?: string }) {
  const { t } = useTranslation();
  return (
    <div className="video-player__sign-in" style={{ aspectRatio: cssAspectRatio(aspectRatio) }}>
      <p>{t('translate.base.blocks.video-player.sign-in-to-watch')}</p>
      <SignInLink className="block-button block-button--primary">{t('translate.base.blocks.video-player.sign-in')}</SignInLink>
    </div>
  );
}
