import type { Session } from '../../../schemas/generated/session';
import { isAuthenticated, SCOPES } from '../scopes';
import { isInPersonOnly } from './session-delivery';

/** Spec 1 §9 names session types by their logical value; roundtables take nominations instead of a schedule button. */
const ROUNDTABLE_TYPE = 'roundtable';

export type ScheduleSession = Pick<Session, 'sessionType' | 'deliveryTypes' | 'restrictedScopes' | 'capacity'>;

/** Session type comparisons are case-insensitive (spec 1 §5). */
export const isRoundtable = (session: Pick<Session, 'sessionType'>): boolean => session.sessionType.logicalValue.trim().toLowerCase() === ROUNDTABLE_TYPE;

/** A capacity-controlled (RSVP) session: it has a number of seats. */
export const isCapacityControlled = (session: Pick<Session, 'capacity'>): boolean => session.capacity !== null;

/**
 * What a visitor's schedule button is for a session (spec 1 §6): `hidden` without the event-tools scope or with My
 * schedule off, `in-person-only` (a warning instead) for a session held only in person and a visitor not attending in
 * person, `restricted` (disabled) when the session names scopes and the visitor holds none of them, else `allowed`.
 */
export type ScheduleAccess = 'hidden' | 'in-person-only' | 'restricted' | 'allowed';

export function scheduleAccess(
  session: ScheduleSession,
  viewer: { scopes: readonly string[]; expiresAt?: number } | null,
  features: Readonly<Record<string, boolean>>,
): ScheduleAccess {
  if (!viewer || !isAuthenticated(viewer) || !viewer.scopes.includes(SCOPES.eventTools) || features.enableMySchedule !== true) return 'hidden';
  if (isInPersonOnly(session) && !viewer.scopes.includes(SCOPES.inPerson)) return 'in-person-only';
  const restricted = session.restrictedScopes;
  if (restricted.length > 0 && !restricted.some((scope) => viewer.scopes.includes(scope))) return 'restricted';
  return 'allowed';
}
