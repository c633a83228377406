import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleAgenda, type ScheduleAgenda, type ScheduleEvent } from '../../../src/api/lazy/schedule';
import { EditorNote, usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { conflictingEventIds, emptySlots } from '../../../src/engine/lazy/schedule';
import { conferenceTimeZone, viewerTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import type { ZoneChoice } from '../../shared/lazy/catalogue/state/catalogue-state';
import { DateSelector } from '../../shared/lazy/catalogue/toolbar/DateSelector';
import { TimeZoneSwitch } from '../../shared/lazy/catalogue/toolbar/TimeZoneSwitch';
import { useFragmentTab } from '../../shared/lazy/tabs/use-fragment-tab';
import { SignInLink } from '../../shared/SignInLink';
import type { MyScheduleProps } from '../props.gen';
import { CalendarGrid } from './CalendarGrid';
import { ChangesBanner } from './ChangesBanner';
import { EventCard } from '../../shared/lazy/schedule-events/EventCard';
import { EventDialog } from './EventDialog';
import { NewEntryLinks } from './NewEntryLinks';
import { ScheduleEmpty, ScheduleError, ScheduleLoading } from '../../shared/lazy/schedule-events/ScheduleStates';
import { ScheduleList, type ListDay } from '../../shared/lazy/schedule-events/ScheduleList';
import { CalendarExportSlot, TripReportSlot } from './ScheduleExportSlots';
import { ScheduleToolbar } from './ScheduleToolbar';
import { ScheduleViewTabs } from './ScheduleViewTabs';
import { SCHEDULE_VIEWS, daysOfView, eventsInView, eventsOnDay, eventTypes, showsTypeFilter, viewFollowsDays, type EventType, type ScheduleView } from '../../shared/lazy/schedule-events/schedule-model';
import { ShareSchedule, useShareAvailable } from './ShareSchedule';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';
import { TypeFilter } from './TypeFilter';
import { useScheduleLiveUpdates } from './use-schedule-live-updates';
import './my-schedule.css';

/** My schedule (spec 1 §2): the signed-in attendee's schedule; the page's gate normally sends others to sign in first. */
export default function MySchedule({ props, block }: BlockComponentProps<MyScheduleProps>) {
  const { t } = useTranslation();
  const { user, settings, isEditor } = usePageContext();
  // Editors prepare the page before the flag goes on: they are told why visitors will see nothing.
  if (!settings.features.enableMySchedule) return isEditor ? <EditorNote messageKey={scheduleText('flag-off')} values={{}} /> : null;
  if (!user) {
    return (
      <p className="schedule-state">
        <SignInLink className="block-button">{t(scheduleText('sign-in'))}</SignInLink>
      </p>
    );
  }
  return <LoadedSchedule props={props} contentId={block.contentId} userId={user.id} />;
}

interface ScheduleProps {
  props: MyScheduleProps;
  contentId: string;
  userId: string;
}

function LoadedSchedule({ props, contentId, userId }: ScheduleProps) {
  const { settings } = usePageContext();
  const agenda = useScheduleAgenda(userId);
  useScheduleLiveUpdates(settings.features.enableSignalr === true);
  if (agenda.data) return <ScheduleScreen props={props} contentId={contentId} userId={userId} agenda={agenda.data} />;
  if (agenda.isError) return <ScheduleError onRefresh={() => void agenda.refetch()} />;
  return <ScheduleLoading />;
}

/** The block's business hours override the event's, hour by hour. */
function businessHours(props: MyScheduleProps, agenda: ScheduleAgenda) {
  return {
    start: props.businessHoursStart === undefined ? agenda.businessHours.start : props.businessHoursStart * 60,
    end: props.businessHoursEnd === undefined ? agenda.businessHours.end : props.businessHoursEnd * 60,
  };
}

function ScheduleScreen({ props, contentId, userId, agenda }: ScheduleProps & { agenda: ScheduleAgenda }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const root = useRef<HTMLDivElement>(null);
  const ids = useId();
  const { selected, select } = useFragmentTab(contentId, SCHEDULE_VIEWS, root, SCHEDULE_VIEWS.indexOf(props.defaultView ?? 'list'));
  const view: ScheduleView = SCHEDULE_VIEWS[selected] ?? 'list';
  const [zone, setZone] = useState<ZoneChoice>('event');
  const [type, setType] = useState<EventType | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [opened, setOpened] = useState<ScheduleEvent | null>(null);
  const shareAvailable = useShareAvailable();

  const eventZone = agenda.timeZone || conferenceTimeZone(settings);
  const viewerZone = viewerTimeZone();
  const timeZone = zone === 'local' ? viewerZone : eventZone;
  const hours = businessHours(props, agenda);
  const types = eventTypes(agenda.events);
  const shown = type ? agenda.events.filter((event) => event.eventTypeValue === type) : agenda.events;
  const inView = eventsInView(shown, view);
  // Overlaps count over the whole schedule: a filter hides events, it does not resolve their conflict.
  const conflicts = useMemo(() => conflictingEventIds(agenda.events), [agenda.events]);

  const dayOptions = agenda.days.map((option) => ({ day: option, count: eventsOnDay(inView, option, eventZone).length }));
  const daysShown = daysOfView(view, agenda.days, day);
  const listDays: ListDay[] = daysShown.map((shownDay) => ({
    day: shownDay,
    events: eventsOnDay(inView, shownDay, eventZone),
    slots:
      props.showEmptySlots === false
        ? []
        : emptySlots(eventsOnDay(agenda.events, shownDay, eventZone), { day: shownDay, timeZone: eventZone, businessHours: hours, minMinutes: props.minEmptySlotMinutes }),
  }));
  const nothing = inView.length === 0;
  // The dialog follows the schedule as it reloads (an invitation answered there), and closes when its event is gone.
  const shownInDialog = opened && agenda.events.find((event) => event.id === opened.id && event.eventTypeValue === opened.eventTypeValue);

  const panel = () => {
    if (nothing) return <ScheduleEmpty filtered={type !== null} />;
    if (view === 'list') return <ScheduleList days={listDays.filter((listDay) => listDay.events.length > 0)} timeZone={timeZone} conflicts={conflicts} onOpen={setOpened} />;
    if (view === 'day' || view === 'week')
      return <CalendarGrid days={listDays} timeZone={timeZone} hours={zone === 'event' ? hours : null} conflicts={conflicts} onOpen={setOpened} />;
    return (
      <ul className="schedule-list__entries">
        {inView.map((event) => (
          <li key={event.id}>
            <EventCard event={event} timeZone={timeZone} conflict={conflicts.has(event.id)} onOpen={setOpened} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div ref={root} className="my-schedule">
      <ChangesBanner changes={agenda.changes} userId={userId} timeZone={timeZone} />
      <ScheduleToolbar
        share={shareAvailable && <ShareSchedule userId={userId} />}
        calendarExport={<CalendarExportSlot />}
        create={<NewEntryLinks />}
        tripReport={<TripReportSlot />}
      />
      <div className="schedule-options">
        {viewFollowsDays(view) && agenda.days.length > 0 && <DateSelector days={dayOptions} selected={view === 'day' ? (daysShown[0] ?? null) : day} onSelect={setDay} />}
        {showsTypeFilter(types) && <TypeFilter types={types} value={type} onChange={setType} />}
        {settings.features.enableTimezoneSwitcher && <TimeZoneSwitch value={zone} conferenceZone={eventZone} viewerZone={viewerZone} onChange={setZone} />}
      </div>
      <p className="schedule-visually-hidden" role="status">
        {conflicts.size > 0 ? t(scheduleText('conflicts'), { count: conflicts.size }) : ''}
      </p>
      <ScheduleViewTabs selected={selected} onSelect={select} idPrefix={ids}>
        {panel()}
      </ScheduleViewTabs>
      {shownInDialog && <EventDialog event={shownInDialog} timeZone={timeZone} conflict={conflicts.has(shownInDialog.id)} onClose={() => setOpened(null)} />}
    </div>
  );
}
