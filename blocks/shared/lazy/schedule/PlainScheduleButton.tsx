import { useTranslation } from 'react-i18next';
import { ON_SCHEDULE_STATUSES, type EnrollmentStatus } from '../../../../src/engine/lazy/schedule';
import { useScheduleChanges } from './use-schedule-changes';

/** Add to schedule / Remove from schedule, for a session without seats to count. */
export function PlainScheduleButton({ sessionId, title, status }: { sessionId: string; title: string; status: EnrollmentStatus | null }) {
  const { t } = useTranslation();
  const changes = useScheduleChanges(sessionId, title);
  const on = status !== null && ON_SCHEDULE_STATUSES.includes(status);
  const label = t(on ? 'translate.base.schedule.remove' : 'translate.base.schedule.add');
  return (
    <button
      type="button"
      className="schedule-button"
      aria-pressed={on}
      aria-label={t('translate.base.schedule.named', { action: label, title })}
      disabled={changes.busy}
      onClick={() => (on ? changes.remove() : changes.add(false))}
    >
      {label}
    </button>
  );
}
