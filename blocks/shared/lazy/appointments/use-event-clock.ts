import { useMemo } from 'react';
import { usePageContext } from '../../../../src/app/block-kit';
import { eventDays, type EventDays } from '../../../../src/engine/lazy/appointments';
import { conferenceTimeZone } from '../catalogue/format/time-zones';

/** The event's clock from the site settings: its time zone (eventTimezone) and its days, when both dates are known. */
export function useEventClock(): { timeZone: string; days: EventDays | null } {
  const { settings } = usePageContext();
  return useMemo(() => ({ timeZone: conferenceTimeZone(settings), days: eventDays((name) => settings.settings[name]) }), [settings]);
}
