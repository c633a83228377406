import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../../../schemas/generated/api/catalogue/session-answer';
import { usePageContext } from '../../../../../src/app/block-kit';
import { localizedPath, sessionPath } from '../../../../../src/engine';
import { sessionLiveState } from '../../../../../src/engine/lazy/live-state';
import { canSeeSessionLocation } from '../../../../../src/engine/lazy/session-location';
import { durationText, sessionTimeText } from '../format/session-time';
import { useCatalogueDisplay } from '../display-context';
import { SessionFavoriteButton } from '../favorites/SessionFavoriteButton';
import { ScheduleButton } from '../../schedule/ScheduleButton';
import type { CatalogueView } from '../state/catalogue-state';
import { tileSpeakerLimit } from './tile-speakers';

/**
 * A session in the catalogue: type, live marker, title linking to the session, time in the chosen zone, room (where
 * spec 1 §6 allows), speakers (up to the tile limit, then an ellipsis), description and duration, and the favorite
 * button for visitors who may keep favorites, and the schedule button for those with a schedule.
 */
export function SessionCard({ item, view }: { item: SessionAnswer; view: CatalogueView }) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const { timeZone, now } = useCatalogueDisplay();
  const limit = tileSpeakerLimit(settings.settings);
  const speakers = item.speakers.slice(0, limit).map((speaker) => speaker.displayName);
  const location = canSeeSessionLocation(scopes, settings.features) ? item.location : null;
  const scheduled = item.startDateTime && item.endDateTime ? { start: item.startDateTime, end: item.endDateTime } : null;

  return (
    <article className={`catalogue-card catalogue-card--${view} session-card`}>
      <div className="catalogue-card__tags">
        <span className="catalogue-tag">{item.sessionType.displayValue}</span>
        {sessionLiveState(item, now.getTime()) === 'live' && <span className="catalogue-tag catalogue-tag--live">{t('translate.base.catalogue.sessions.live-now')}</span>}
        <span className="session-card__code">{item.sessionCode}</span>
      </div>
      {/* Title and abstract are in the session's own language, which may not be the page's (WCAG 3.1.2). */}
      <h3 className="catalogue-card__title" lang={item.sessionLanguage || undefined}>
        <a href={localizedPath(locale, sessionPath(item))}>{item.displayTitle || item.title}</a>
      </h3>
      <p className="catalogue-card__detail session-card__when">
        {scheduled ? (
          <time dateTime={scheduled.start}>{sessionTimeText(scheduled.start, scheduled.end, locale, timeZone)}</time>
        ) : (
          t('translate.base.catalogue.sessions.on-demand')
        )}
        {item.durationInMinutes > 0 && <span className="session-card__duration"> · {durationText(item.durationInMinutes, locale)}</span>}
      </p>
      {location && <p className="catalogue-card__detail session-card__where">{location}</p>}
      {speakers.length > 0 && (
        <p className="catalogue-card__detail session-card__speakers">
          {speakers.join(', ')}
          {item.speakers.length > limit && '…'}
        </p>
      )}
      {item.description && (
        <p className="catalogue-card__description" lang={item.sessionLanguage || undefined}>
          {item.description}
        </p>
      )}
      <ScheduleButton session={item} />
      <SessionFavoriteButton session={item} />
    </article>
  );
}
