import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '../../shared/lazy/schedule-events/schedule-model';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface TypeFilterProps {
  types: readonly EventType[];
  value: EventType | null;
  onChange(type: EventType | null): void;
}

const ALL = '';

/** The event-type filter (spec 1 §2): all types, or one. */
export function TypeFilter({ types, value, onChange }: TypeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="schedule-option">
      <label htmlFor={id}>{t(scheduleText('type.label'))}</label>
      <select id={id} value={value ?? ALL} onChange={(event) => onChange((event.target.value || null) as EventType | null)}>
        <option value={ALL}>{t(scheduleText('type.all'))}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(scheduleText(`type.${type}`))}
          </option>
        ))}
      </select>
    </div>
  );
}
