import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../src/app/block-kit';
import { localizedPath } from '../../../../src/engine';
import { scheduleText } from './texts';
import './schedule-events.css';

export function ScheduleLoading() {
  const { t } = useTranslation();
  return (
    <p className="schedule-state" role="status" aria-busy="true">
      {t(scheduleText('loading'))}
    </p>
  );
}

/** Spec 1 §8: the load error's heading, text and a refresh button. */
export function ScheduleError({ onRefresh }: { onRefresh(): void }) {
  const { t } = useTranslation();
  return (
    <div className="schedule-state" role="alert">
      <h3>{t(scheduleText('error.title'))}</h3>
      <p>{t(scheduleText('error.text'))}</p>
      <button type="button" className="block-button" onClick={onRefresh}>
        {t(scheduleText('error.refresh'))}
      </button>
    </div>
  );
}

/** Nothing to show: under a type filter it says so; otherwise it points to the sessions. */
export function ScheduleEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (filtered) return <p className="schedule-state">{t(scheduleText('empty.filtered'))}</p>;
  return (
    <div className="schedule-state">
      <p>{t(scheduleText('empty.text'))}</p>
      <a className="block-button block-button--secondary" href={localizedPath(locale, '/sessions')}>
        {t(scheduleText('empty.browse'))}
      </a>
    </div>
  );
}
