import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface ScheduleToolbarProps {
  share: ReactNode;
  /** The calendar export (one-off .ics and the subscribable link), loaded on its own. */
  calendarExport: ReactNode;
  /** New meeting and new appointment. */
  create: ReactNode;
  /** The trip report download, loaded on its own. */
  tripReport: ReactNode;
}

/** My schedule's actions, in the spec's order: share, export calendar, new meeting, new appointment, download the trip report. */
export function ScheduleToolbar({ share, calendarExport, create, tripReport }: ScheduleToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="schedule-toolbar" role="group" aria-label={t(scheduleText('toolbar'))}>
      {share}
      {calendarExport}
      {create}
      {tripReport}
    </div>
  );
}
