import { usePageContext } from '../../../../src/app/block-kit';
import { formatTime } from '../../../../src/i18n/time-format';

/** `9:00 AM – 10:00 AM` (en, es) or `09:00 – 10:00`, in the zone the schedule is shown in. */
export function EventTimes({ start, end, timeZone }: { start: string; end: string; timeZone: string }) {
  const { locale } = usePageContext();
  return (
    <span className="schedule-event__time">
      <time dateTime={start}>{formatTime(start, { locale, timeZone })}</time> – <time dateTime={end}>{formatTime(end, { locale, timeZone })}</time>
    </span>
  );
}
