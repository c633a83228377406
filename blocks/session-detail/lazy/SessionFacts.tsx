import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { languageTag } from '../../../src/engine';
import { canSeeSessionLocation } from '../../../src/engine/lazy/session-location';
import { conferenceTimeZone, viewerTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { sameClocks } from '../../shared/lazy/detail/same-clocks';
import { durationText, sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';

/** Hierarchical topic values nest by '|' (`Cloud|Containers`). */
const topicText = (topic: string) => topic.split('|').join(' › ');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="session-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When, how long, where (only for those who may see rooms: spec 1 §6) and what kind of session it is. */
export function SessionFacts({ session }: { session: SessionAnswer }) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const tag = languageTag(locale);
  const key = (name: string) => t(`translate.base.blocks.session-detail.${name}`);
  const eventZone = conferenceTimeZone(settings);
  const viewerZone = viewerTimeZone();
  const { startDateTime: start, endDateTime: end } = session;
  const time = start && end && {
    event: sessionTimeText(start, end, locale, eventZone),
    viewer: sameClocks([start, end], eventZone, viewerZone) ? undefined : sessionTimeText(start, end, locale, viewerZone),
  };
  const language = new Intl.DisplayNames([tag], { type: 'language' }).of(session.sessionLanguage.split('-')[0] ?? session.sessionLanguage);
  const showLocation = session.location && canSeeSessionLocation(scopes, settings.features);
  return (
    <dl className="session-facts">
      <Fact label={key('when')}>
        {time ? (
          <>
            <span className="session-facts__time">{time.event}</span>
            {time.viewer && <span className="session-facts__local">{t('translate.base.blocks.session-detail.your-time', { time: time.viewer })}</span>}
          </>
        ) : (
          key('no-timeslot')
        )}
      </Fact>
      {session.durationInMinutes > 0 && <Fact label={key('duration')}>{durationText(session.durationInMinutes, locale)}</Fact>}
      {showLocation && <Fact label={key('location')}>{session.location}</Fact>}
      <Fact label={key('type')}>{session.sessionType.displayValue}</Fact>
      {session.sessionLevel && <Fact label={key('level')}>{session.sessionLevel}</Fact>}
      {session.topics.length > 0 && (
        <Fact label={key('topics')}>
          <ul className="session-facts__list">
            {session.topics.map((topic) => (
              <li key={topic}>{topicText(topic)}</li>
            ))}
          </ul>
        </Fact>
      )}
      {language && <Fact label={key('language')}>{language}</Fact>}
      {session.deliveryTypes.length > 0 && <Fact label={key('delivery')}>{session.deliveryTypes.join(', ')}</Fact>}
    </dl>
  );
}
