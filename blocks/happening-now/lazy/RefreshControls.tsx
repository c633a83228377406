import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/block-kit';
import { formatTime } from '../../../src/i18n/time-format';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';

interface RefreshControlsProps {
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** When the list was last asked for (epoch ms). */
  checkedAt: number;
  analyticsTag: string | undefined;
}

/** The timer switch (remembered), a refresh button and the time of the list shown. */
export function RefreshControls({ autoRefresh, onAutoRefresh, onRefresh, refreshing, checkedAt, analyticsTag }: RefreshControlsProps) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const switchId = useId();
  const key = (name: string) => `translate.base.blocks.happening-now.${name}`;
  return (
    <div className="happening-now__controls">
      <span className="happening-now__switch">
        <input id={switchId} type="checkbox" role="switch" checked={autoRefresh} onChange={(event) => onAutoRefresh(event.target.checked)} />
        <label htmlFor={switchId}>{t(key('auto-refresh'))}</label>
      </span>
      <button type="button" className="block-button block-button--secondary event-data-button" onClick={refreshing ? undefined : onRefresh} aria-disabled={refreshing || undefined} data-analytics-tag={analyticsTag}>
        {t(key('refresh'))}
      </button>
      <span className="happening-now__checked">{t(key('checked-at'), { time: formatTime(checkedAt, { locale, timeZone: conferenceTimeZone(settings) }) })}</span>
    </div>
  );
}
