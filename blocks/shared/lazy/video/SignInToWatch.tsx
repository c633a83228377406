import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../src/app/page-context';
import { localizedPath } from '../../../../src/engine';
import { cssAspectRatio } from './aspect-ratio';
import '../../buttons.css';
import './video.css';

/** What anonymous visitors see instead of a video that requires sign-in (spec 1 §6: streams only as a sign-in prompt). */
export function SignInToWatch({ aspectRatio }: { aspectRatio?: string }) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  return (
    <div className="video-player__sign-in" style={{ aspectRatio: cssAspectRatio(aspectRatio) }}>
      <p>{t('translate.base.blocks.video-player.sign-in-to-watch')}</p>
      {settings.features.allowLogOn && (
        <a className="block-button block-button--primary" href={localizedPath(locale, '/sign-in')}>
          {t('translate.base.blocks.video-player.sign-in')}
        </a>
      )}
    </div>
  );
}
