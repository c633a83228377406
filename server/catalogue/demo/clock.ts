import { formatInZone, zonedInstant } from '../zoned-time';

/** Zone conversions for one conference, remembered: forty rooms share each timeslot, and zone lookups are slow. */
export interface ConferenceClock {
  /** The instant `minutesOfDay` after midnight on `day` in the conference zone. */
  at(day: string, minutesOfDay: number): Date;
  /** ISO 8601 with the conference zone's offset. */
  format(instant: Date | number): string;
}

export function conferenceClock(timeZone: string): ConferenceClock {
  const instants = new Map<string, Date>();
  const texts = new Map<number, string>();
  return {
    at(day, minutesOfDay) {
      const key = `${day} ${minutesOfDay}`;
      const known = instants.get(key) ?? zonedInstant(day, minutesOfDay, timeZone);
      instants.set(key, known);
      return known;
    },
    format(instant) {
      const time = typeof instant === 'number' ? instant : instant.getTime();
      const known = texts.get(time) ?? formatInZone(time, timeZone);
      texts.set(time, known);
      return known;
    },
  };
}
