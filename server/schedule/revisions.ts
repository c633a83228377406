import { inArray, sql } from 'drizzle-orm';
import type { SeenSessionPlace } from '../../src/engine/lazy/schedule';
import type { Session } from '../catalogue/types';
import type { Db } from '../db/client';
import { sessionRevisions } from '../db/schema';

/** A session's time and place as the catalogue publishes them: what attendees see, and what a revision records. */
export const placeOf = (session: Pick<Session, 'startDateTime' | 'endDateTime' | 'roomId' | 'location'>): SeenSessionPlace => ({
  start: session.startDateTime,
  end: session.endDateTime,
  roomId: session.roomId,
  location: session.location,
});

/**
 * Records the written sessions' places in the writer's transaction: a new session starts at sequence 0; one whose
 * start, end, room or location changed (or that comes back after removal) gets the next sequence, which tells
 * attendees and calendar feeds it moved. An unchanged session is left alone, so re-imports cost no sequence.
 */
export async function recordSessionRevisions(db: Db, written: readonly Session[]): Promise<void> {
  if (written.length === 0) return;
  const rows = written.map((session) => ({ sessionId: session.sessionId, place: placeOf(session) }));
  await db
    .insert(sessionRevisions)
    .values(rows)
    .onConflictDoUpdate({
      target: sessionRevisions.sessionId,
      set: {
        sequence: sql`${sessionRevisions.sequence} + 1`,
        place: sql`excluded.place`,
        removedAt: sql`null`,
        changedAt: sql`now()`,
      },
      setWhere: sql`${sessionRevisions.place} is distinct from excluded.place or ${sessionRevisions.removedAt} is not null`,
    });
}

/** The sessions left the programme: their revisions say so (a new sequence), for My schedule and calendar feeds. */
export async function recordSessionsRemoved(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(sessionRevisions)
    .set({ sequence: sql`${sessionRevisions.sequence} + 1`, removedAt: sql`now()`, changedAt: sql`now()` })
    .where(sql`${inArray(sessionRevisions.sessionId, [...sessionIds])} and ${sessionRevisions.removedAt} is null`);
}

/** When each session's time or place was last published (ISO times by session id): sessions' `lastmod` in the sitemap. */
export async function sessionChangeTimes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ sessionId: sessionRevisions.sessionId, changedAt: sessionRevisions.changedAt }).from(sessionRevisions);
  return new Map(rows.map((row) => [row.sessionId, row.changedAt.toISOString()]));
}
