import type { ReactNode } from 'react';
import type { Session } from '../../../../schemas/generated/session';
import { usePageContext } from '../../../../src/app/block-kit';
import { localizedPath, sessionPath } from '../../../../src/engine';
import { canSeeSessionLocation } from '../../../../src/engine/lazy/session-location';
import { sessionTimeText } from '../catalogue/format/session-time';
import { conferenceTimeZone } from '../catalogue/format/time-zones';

export type SessionSummary = Pick<Session, 'sessionId' | 'sessionCode' | 'title' | 'startDateTime' | 'endDateTime' | 'location' | 'sessionType' | 'sessionLanguage'>;

/**
 * Sessions as links to their pages, each with its code, type, time in the conference zone and (for those who may see
 * rooms) its location. `badge` adds a tag to a session, such as "Repeat".
 */
export function SessionList({ sessions, badge }: { sessions: readonly SessionSummary[]; badge?: (session: SessionSummary) => ReactNode }) {
  const { locale, scopes, settings } = usePageContext();
  const eventZone = conferenceTimeZone(settings);
  const showLocation = canSeeSessionLocation(scopes, settings.features);
  return (
    <ul className="detail-sessions">
      {sessions.map((session) => (
        <li key={session.sessionId} className="detail-sessions__item">
          {/* A title in the session's own language, which may not be the page's (WCAG 3.1.2). */}
          <a className="detail-sessions__title" href={localizedPath(locale, sessionPath(session))} lang={session.sessionLanguage || undefined}>
            {session.title}
          </a>
          <span className="detail-sessions__meta">
            <span className="detail-code">{session.sessionCode}</span>
            <span className="detail-tag">{session.sessionType.displayValue}</span>
            {badge?.(session)}
            {session.startDateTime && session.endDateTime && <span>{sessionTimeText(session.startDateTime, session.endDateTime, locale, eventZone)}</span>}
            {showLocation && session.location && <span>{session.location}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
