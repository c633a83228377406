import { useTranslation } from 'react-i18next';
import { useMarkChangesSeen, type ScheduleChange } from '../../../src/api/lazy/schedule';
import { toast, usePageContext } from '../../../src/app/block-kit';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

type Place = ScheduleChange['before'];

interface ChangesBannerProps {
  changes: readonly ScheduleChange[];
  userId: string;
  timeZone: string;
}

/** "What changed for me": the sessions of the schedule that moved, changed room or were cancelled, until seen. */
export function ChangesBanner({ changes, userId, timeZone }: ChangesBannerProps) {
  const { t } = useTranslation();
  const seen = useMarkChangesSeen(userId);
  if (changes.length === 0) return null;
  const gotIt = () =>
    seen.mutate(
      changes.map((change) => change.sessionId),
      { onError: () => toast.show({ message: scheduleText('changes.error'), kind: 'error' }) },
    );
  return (
    <section className="schedule-changes" role="region" aria-labelledby="schedule-changes-title">
      <h3 id="schedule-changes-title" className="schedule-changes__title">
        {t(scheduleText('changes.title'), { count: changes.length })}
      </h3>
      <ul className="schedule-changes__list">
        {changes.map((change) => (
          <li key={change.sessionId}>
            <strong>{change.title}</strong>
            <ChangeDetails change={change} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <button type="button" className="block-button block-button--secondary" disabled={seen.isPending} onClick={gotIt}>
        {t(scheduleText('changes.seen'))}
      </button>
    </section>
  );
}

/** Each kind of change with the value the attendee saw and the value that holds now. */
function ChangeDetails({ change, timeZone }: { change: ScheduleChange; timeZone: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const when = (place: Place) => (place.start && place.end ? sessionTimeText(place.start, place.end, locale, timeZone) : t(scheduleText('changes.no-time')));
  const where = (place: Place) => place.location ?? place.roomId ?? t(scheduleText('changes.no-room'));
  const after = change.after;
  if (change.kinds.includes('cancelled') || !after) return <p className="schedule-changes__detail">{t(scheduleText('changes.cancelled'))}</p>;
  return (
    <>
      {change.kinds.includes('time') && (
        <p className="schedule-changes__detail">{t(scheduleText('changes.time'), { before: when(change.before), after: when(after) })}</p>
      )}
      {change.kinds.includes('room') && (
        <p className="schedule-changes__detail">{t(scheduleText('changes.room'), { before: where(change.before), after: where(after) })}</p>
      )}
    </>
  );
}
