import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../src/engine';
import { ensureAttendeeForUser, type EnsuredAccount } from '../accounts/ensure-attendee';
import type { Db } from '../db/client';
import { attendees } from '../db/schema';
import { notFound } from '../http/errors';
import { isQaRobot } from '../qa/screenshots/robot-user';

/**
 * The caller's own attendee, the only one the profile routes ever touch: the one their session's user id names, else
 * (a first visit before sign-in made one) the one `ensureAttendeeForUser` finds or creates from their token's claims.
 * The QA tool's robots have none and get none.
 */
export async function callerAttendee(db: Db, user: CurrentUser): Promise<EnsuredAccount> {
  if (isQaRobot(user)) throw notFound('You have no attendee profile');
  const [own] = await db.select({ userId: attendees.userId, attendeeId: attendees.attendeeId }).from(attendees).where(eq(attendees.userId, user.id)).limit(1);
  return own ? { ...own, created: false } : ensureAttendeeForUser(db, user);
}
