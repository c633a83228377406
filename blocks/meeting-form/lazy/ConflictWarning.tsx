import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeetings } from '../../../src/api/lazy/meetings';
import { useScheduleAgenda, type ScheduleEvent } from '../../../src/api/lazy/schedule';
import { usePageContext } from '../../../src/app/block-kit';
import { conflictsWith, meetingBusyInterval, type BusyInterval, type BusyKind, type TimeRange } from '../../../src/engine/lazy/meeting-conflicts';
import { takesAnswer } from '../../../src/engine/lazy/meetings';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { meetingText } from '../../shared/lazy/meetings/texts';

/** A busy interval with what the user knows it by. */
type NamedInterval = BusyInterval & { title: string };

const keyOf = (interval: Pick<BusyInterval, 'kind' | 'id'>) => `${interval.kind}:${interval.id}`;

/** My schedule's sessions and appointments as busy time; its meetings come from the meetings themselves (their answers). */
function scheduleIntervals(events: readonly ScheduleEvent[]): NamedInterval[] {
  return events.flatMap((event) => {
    if (takesAnswer(event) || event.eventTypeValue === 'EmptySlot' || event.state === 'declined' || !event.start || !event.end) return [];
    const kind: BusyKind = event.eventTypeValue === 'Appointment' ? 'appointment' : 'session';
    return [{ kind, id: event.id, start: event.start, end: event.end, title: event.displayTitle || event.title }];
  });
}

interface ConflictWarningProps {
  userId: string;
  /** The meeting's time as typed; undefined while it is no time range. */
  candidate: TimeRange | undefined;
  /** The meeting being edited, which never conflicts with itself. */
  editingId: string | undefined;
  timeZone: string;
}

/**
 * Spec 2 §5: what the chosen time overlaps on the organiser's schedule (sessions, appointments, meetings not
 * declined), shown before saving. It warns and does not refuse: the organiser may well mean to leave a session early.
 */
export function ConflictWarning({ userId, candidate, editingId, timeZone }: ConflictWarningProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const agenda = useScheduleAgenda(userId);
  const meetings = useMeetings(userId);
  const busy = useMemo(
    (): NamedInterval[] => [
      ...scheduleIntervals(agenda.data?.events ?? []),
      ...(meetings.data?.meetings ?? []).flatMap((meeting) => {
        const interval = meetingBusyInterval(meeting, userId);
        return interval ? [{ ...interval, title: meeting.subject }] : [];
      }),
    ],
    [agenda.data, meetings.data, userId],
  );
  const titles = useMemo(() => new Map(busy.map((interval) => [keyOf(interval), interval.title])), [busy]);
  const conflicts = candidate ? conflictsWith(candidate, busy, { except: editingId ? { kind: 'meeting', id: editingId } : undefined }) : [];
  return (
    <div role="status" className="meeting-conflicts">
      {conflicts.length > 0 && (
        <div className="meeting-field__warning">
          <p>{t(meetingText('form.conflicts.title'), { count: conflicts.length })}</p>
          <ul>
            {conflicts.map((conflict) => (
              <li key={keyOf(conflict)}>
                {t(meetingText(`form.conflicts.${conflict.kind}`), { title: titles.get(keyOf(conflict)), time: sessionTimeText(conflict.start, conflict.end, locale, timeZone) })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
