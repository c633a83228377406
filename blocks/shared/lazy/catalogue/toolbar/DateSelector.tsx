import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../../src/app/block-kit';
import { formatCalendarDay } from '../format/calendar-day';
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query';

export interface DayOption {
  day: string;
  /** Matching sessions on that day under the other filters. */
  count: number;
}

interface DateSelectorProps {
  days: readonly DayOption[];
  selected: string | null;
  onSelect(day: string | null): void;
}

const ALL = '';

/** The conference days as buttons on wider screens and as a dropdown on phones, with an "all days" choice. */
export function DateSelector({ days, selected, onSelect }: DateSelectorProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const selectId = useId();
  const label = t('translate.base.catalogue.days.label');
  const allDays = t('translate.base.catalogue.days.all');
  const dayLabel = (option: DayOption) => t('translate.base.catalogue.days.option', { day: formatCalendarDay(option.day, locale), count: option.count });

  if (narrow) {
    return (
      <div className="catalogue-days catalogue-days--select">
        <label htmlFor={selectId}>{label}</label>
        <select id={selectId} value={selected ?? ALL} onChange={(event) => onSelect(event.target.value || null)}>
          <option value={ALL}>{allDays}</option>
          {days.map((option) => (
            <option key={option.day} value={option.day}>
              {dayLabel(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="catalogue-days" role="group" aria-label={label}>
      <button type="button" className="catalogue-days__day" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {allDays}
      </button>
      {days.map((option) => (
        <button key={option.day} type="button" className="catalogue-days__day" aria-pressed={selected === option.day} onClick={() => onSelect(option.day)}>
          {dayLabel(option)}
        </button>
      ))}
    </div>
  );
}
