import { useTranslation } from 'react-i18next';
import { useSharedSchedule, type AttendeeSessions } from '../../../src/api/lazy/schedule';
import { ApiError } from '../../../src/api/client';
import { usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { ScheduleList } from '../../shared/lazy/schedule-events/ScheduleList';
import { eventsOnDay, isTimed, wallClock } from '../../shared/lazy/schedule-events/schedule-model';
import { ScheduleError, ScheduleLoading } from '../../shared/lazy/schedule-events/ScheduleStates';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';
import type { SharedScheduleProps } from '../props.gen';
import './shared-schedule.css';

const NO_CONFLICTS: ReadonlySet<string> = new Set();

/** An attendee's shared schedule, read-only and open to all (spec 1 §5); the page's `id` names the attendee. */
export default function SharedSchedule(_props: BlockComponentProps<SharedScheduleProps>) {
  const { t } = useTranslation();
  const { params, locale } = usePageContext();
  const shared = useSharedSchedule(params.id ?? '', locale);
  if (shared.data) return <SharedDays shared={shared.data} />;
  if (shared.error instanceof ApiError && shared.error.status === 404) {
    return (
      <p className="schedule-state" role="status">
        {t(scheduleText('shared.not-shared'))}
      </p>
    );
  }
  if (shared.isError) return <ScheduleError onRefresh={() => void shared.refetch()} />;
  return <ScheduleLoading />;
}

function SharedDays({ shared }: { shared: AttendeeSessions }) {
  const { t } = useTranslation();
  const timed = shared.events.filter(isTimed);
  const days = [...new Set(timed.map((event) => wallClock(event.start, shared.timeZone).day))].sort();
  return (
    <section className="shared-schedule" aria-labelledby="shared-schedule-title">
      <h2 id="shared-schedule-title" className="shared-schedule__title">
        {t(scheduleText('shared.title'), { name: shared.displayName })}
      </h2>
      {days.length === 0 ? (
        <p className="schedule-state">{t(scheduleText('shared.empty'))}</p>
      ) : (
        <ScheduleList
          days={days.map((day) => ({ day, events: eventsOnDay(timed, day, shared.timeZone), slots: [] }))}
          timeZone={shared.timeZone}
          conflicts={NO_CONFLICTS}
        />
      )}
    </section>
  );
}
