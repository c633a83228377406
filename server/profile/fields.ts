import type { ProfileUpdate } from '../../schemas/generated/api/profile/profile-update';
import type { attendeeProfiles, attendees } from '../db/schema';

type AttendeeColumns = Partial<typeof attendees.$inferInsert>;
type ProfileColumns = Partial<typeof attendeeProfiles.$inferInsert>;

/** Where each editable profile field is kept: registration data in `attendees`, the rest in `attendee_profiles`. */
const ATTENDEE_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  jobTitle: 'jobTitle',
  company: 'company',
  biography: 'bio',
  social: 'social',
  interests: 'interests',
  displayProfileToPublic: 'displayProfileToPublic',
  displaySessions: 'displaySessions',
  isAvailableForMeetings: 'isAvailableForMeetings',
} as const satisfies Partial<Record<keyof ProfileUpdate, keyof AttendeeColumns>>;

const PROFILE_COLUMNS = {
  preferredFirst: 'preferredFirst',
  preferredLast: 'preferredLast',
  country: 'country',
  languagesSpoken: 'languagesSpoken',
  timeZone: 'timeZone',
  jobCategory: 'jobCategory',
  products: 'products',
  canSendToCalendar: 'canSendToCalendar',
} as const satisfies Partial<Record<keyof ProfileUpdate, keyof ProfileColumns>>;

/** Text is kept trimmed; an optional text left blank is no text at all. */
function tidy(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return value.map(tidy).filter((item) => item !== null);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tidy(item)]).filter(([, item]) => item !== null));
  return value;
}

function pick(update: ProfileUpdate, columns: Record<string, string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (Object.hasOwn(update, field)) picked[column] = tidy(update[field as keyof ProfileUpdate]);
  }
  return picked;
}

/** An update split by table, its texts tidied (the schema has already refused a blank first name). */
export function columnsOf(update: ProfileUpdate): { attendee: AttendeeColumns; profile: ProfileColumns } {
  const attendee = pick(update, ATTENDEE_COLUMNS) as AttendeeColumns;
  // Required texts stay strings: a last name may be blank, but never null.
  if (attendee.lastName === null) attendee.lastName = '';
  return { attendee, profile: pick(update, PROFILE_COLUMNS) as ProfileColumns };
}

export interface Names {
  firstName: string;
  lastName: string;
  preferredFirst: string | null;
  preferredLast: string | null;
}

/** The name others see: the preferred names where given. */
export const displayNameOf = (names: Names): string => `${names.preferredFirst ?? names.firstName} ${names.preferredLast ?? names.lastName}`.trim();

export const changesName = (update: ProfileUpdate): boolean => ['firstName', 'lastName', 'preferredFirst', 'preferredLast'].some((field) => Object.hasOwn(update, field));
