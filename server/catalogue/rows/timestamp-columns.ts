import { formatInZone, offsetMinutesOf, offsetZone } from '../zoned-time';

/** A contract date-time as its two columns: the instant and the UTC offset it was written with. */
export function toInstantColumns(dateTime: string | null): { at: Date | null; offset: number | null } {
  if (dateTime === null) return { at: null, offset: null };
  return { at: new Date(dateTime), offset: offsetMinutesOf(dateTime) };
}

/** Back to the contract's ISO 8601 date-time, at the offset it was stored with. */
export function fromInstantColumns(at: Date | null, offset: number | null): string | null {
  return at === null || offset === null ? null : formatInZone(at, offsetZone(offset));
}
