import { ROLE_SCOPES, SCOPES, type Role } from './scopes';

/** The roles a site editor can view the site as (the non-editor roles). */
export const ATTENDEE_TYPES = ['attendee', 'inperson-attendee', 'speaker'] as const;

export type AttendeeType = (typeof ATTENDEE_TYPES)[number];

/** Flag that turns the admin attendee type changer on (spec 2 §4, spec 3 §3). */
export const ATTENDEE_TYPE_CHANGER_FLAG = 'enableAdminAttendeeTypeChanger';

/** Scopes an override never takes away, so an editor viewing as an attendee can always change back. */
export const EDITOR_SCOPES: readonly string[] = [SCOPES.contentEditor, SCOPES.siteEditor];

/** Which attendee type a user is and whether a site editor's override made it so. */
export interface AttendeeTypeState {
  current: AttendeeType;
  /** The type the user is without an override. */
  original: AttendeeType;
  overridden: boolean;
}

export function isAttendeeType(value: unknown): value is AttendeeType {
  return typeof value === 'string' && (ATTENDEE_TYPES as readonly string[]).includes(value);
}

/** Translation key of an attendee type's label. */
export const attendeeTypeLabelKey = (type: AttendeeType): string => `translate.base.attendee-type.type.${type}`;

/**
 * The attendee type a user is without any override: attendee roles are their own type; editors hold the plain
 * attendee scopes; a made-up (custom) user counts as in-person when holding the in-person scope.
 */
export function naturalAttendeeType(role: Role | 'custom', scopes: readonly string[]): AttendeeType {
  if (isAttendeeType(role)) return role;
  if (role === 'custom' && scopes.includes(SCOPES.inPerson)) return 'inperson-attendee';
  return 'attendee';
}

/** The scopes of someone viewing as `type`: that type's scopes plus the editor scopes they hold. */
export function scopesAsAttendeeType(scopes: readonly string[], type: AttendeeType): string[] {
  const kept = EDITOR_SCOPES.filter((scope) => scopes.includes(scope));
  return [...ROLE_SCOPES[type], ...kept];
}
