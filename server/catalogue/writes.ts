import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { LiveBus } from '../live/bus';
import { recordSessionsRemoved } from '../schedule/revisions';
import { upsertCatalogue } from './repository';
import type { CatalogueData, UpsertOptions, UpsertResult } from './types';

/** Upserts, then tells every node (search indexes included) that the catalogue changed. Nothing is published on failure. */
export async function writeCatalogue(db: Db, live: LiveBus, data: Partial<CatalogueData>, options: UpsertOptions = {}): Promise<UpsertResult> {
  const result = await upsertCatalogue(db, data, options);
  live.publish({ type: 'onCatalogueChanged', data: {} });
  return result;
}

/**
 * Takes sessions out of the programme in one transaction; attendees who had them keep their enrollments, which My
 * schedule and calendar feeds then show as cancelled. Returns how many sessions were removed.
 */
export async function removeSessions(db: Db, live: LiveBus, sessionIds: readonly string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(sessions).where(inArray(sessions.sessionId, [...sessionIds])).returning({ sessionId: sessions.sessionId });
    await recordSessionsRemoved(tx, rows.map((row) => row.sessionId));
    return rows.length;
  });
  live.publish({ type: 'onCatalogueChanged', data: {} });
  return removed;
}
