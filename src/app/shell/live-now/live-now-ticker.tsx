import { useTranslation } from 'react-i18next';
import { activeLiveNowItems, LIVE_NOW_SETTING, liveNowItemsOf, liveNowText, localizedPath, type LiveNowItem } from '../../../engine';
import { useLocale } from '../../routing/use-route';
import { useViewer } from '../../viewer';
import { useTickingNow } from '../use-ticking-now';
import './live-now-ticker.css';

function TickerLine({ item }: { item: LiveNowItem }) {
  const locale = useLocale();
  const text = liveNowText(item, locale);
  if (!item.url) return <>{text}</>;
  return <a href={item.url.startsWith('/') ? localizedPath(locale, item.url) : item.url}>{text}</a>;
}

/** What is happening right now, from the editors' ticker: shown only while some line is running. */
export function LiveNowTicker() {
  const { t } = useTranslation();
  const { settings } = useViewer();
  const now = useTickingNow();
  const running = activeLiveNowItems(liveNowItemsOf(settings.settings[LIVE_NOW_SETTING]), now);
  if (running.length === 0) return null;
  return (
    <aside className="live-now-ticker" aria-label={t('translate.base.live-now.title')}>
      <span className="live-now-ticker__badge" aria-hidden="true">
        {t('translate.base.live-now.badge')}
      </span>
      <ul className="live-now-ticker__list">
        {running.map((item) => (
          <li key={item.id}>
            <TickerLine item={item} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
