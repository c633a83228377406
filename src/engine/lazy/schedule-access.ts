import type { Session } from '../../../schemas/generated/session';
import { isAuthenticated, SCOPES } from '../scopes';
import { isRestrictedFor, needsInPersonScope } from './schedule';

export type ScheduleSession = Pick<Session, 'deliveryTypes' | 'restrictedScopes'>;

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
  if (needsInPersonScope(session, viewer.scopes)) return 'in-person-only';
  return isRestrictedFor(session, viewer.scopes) ? 'restricted' : 'allowed';
}
