import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A mandatory agenda item of the caller's attendee type (spec 1 §5): on their schedule, and the server refuses its
 * removal, so the button says so instead of offering Remove.
 */
export function RequiredOnSchedule({ title }: { title: string }) {
  const { t } = useTranslation();
  const noteId = useId();
  const label = t('translate.base.schedule.required');
  return (
    <>
      <button type="button" className="schedule-button" aria-pressed="true" disabled aria-label={t('translate.base.schedule.named', { action: label, title })} aria-describedby={noteId}>
        {label}
      </button>
      <span id={noteId} className="schedule-note">
        {t('translate.base.schedule.required-note')}
      </span>
    </>
  );
}
