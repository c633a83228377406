import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/block-kit';
import { activeLiveNowItems, LIVE_NOW_SETTING, liveNowItemsOf, liveNowText } from '../../../src/engine';
import { linkHref } from '../../shared/safe-url';
import { useSiteNow } from '../../shared/lazy/event-data/use-site-now';

/** The lines of the site's live-now ticker running at this moment (testing date honoured); nothing when none runs. */
export function StudioTicker() {
  const { t } = useTranslation();
  const { settings, locale } = usePageContext();
  const now = useSiteNow();
  const running = activeLiveNowItems(liveNowItemsOf(settings.settings[LIVE_NOW_SETTING]), now);
  if (running.length === 0) return null;
  return (
    <div className="studio-player__ticker" role="region" aria-label={t('translate.base.live-now.title')}>
      <span className="studio-player__ticker-badge" aria-hidden="true">
        {t('translate.base.live-now.badge')}
      </span>
      <ul className="studio-player__ticker-lines">
        {running.map((item) => {
          const href = linkHref(item.url, locale);
          const text = liveNowText(item, locale);
          return <li key={item.id}>{href ? <a href={href}>{text}</a> : text}</li>;
        })}
      </ul>
    </div>
  );
}
