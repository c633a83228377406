import { asc, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { attendees, companies, rooms, sessions, sessionSpeakers, speakers } from '../db/schema';
import { fromAttendeeRow, toAttendeeRow } from './rows/attendee-row';
import { fromSessionRow, toSessionRow, type SessionRow } from './rows/session-row';
import { recordSessionRevisions } from '../schedule/revisions';
import { chunksOf, upsertChunk } from './rows/upsert-rows';
import type { Attendee, CatalogueData, Session, UpsertOptions, UpsertResult } from './types';

export type { CatalogueData, UpsertOptions, UpsertResult } from './types';

/** Everything, in contract shape (schemas/generated types), sessions ordered by start then code. */
export async function loadCatalogue(db: Db): Promise<CatalogueData> {
  // One snapshot: a writer committing between the six reads must not leave links pointing at unread sessions.
  return db.transaction(
    async (tx) => {
      const roomRows = await tx.select().from(rooms).orderBy(asc(rooms.sortOrder), asc(rooms.roomId));
      const companyRows = await tx.select().from(companies).orderBy(asc(companies.companyId));
      const speakerRows = await tx.select().from(speakers).orderBy(asc(speakers.speakerId));
      const sessionRows = await tx.select().from(sessions).orderBy(sql`${sessions.startsAt} asc nulls last`, asc(sessions.code));
      const links = await tx.select().from(sessionSpeakers).orderBy(asc(sessionSpeakers.sessionId), asc(sessionSpeakers.position));
      const attendeeRows = await tx.select().from(attendees).orderBy(asc(attendees.attendeeId));
      const speakerIds = new Map<string, string[]>();
      for (const link of links) {
        const ids = speakerIds.get(link.sessionId) ?? [];
        ids.push(link.speakerId);
        speakerIds.set(link.sessionId, ids);
      }
      return {
        rooms: roomRows,
        companies: companyRows,
        speakers: speakerRows,
        sessions: sessionRows.map((row) => fromSessionRow(row, speakerIds.get(row.sessionId) ?? [])),
        attendees: attendeeRows.map(fromAttendeeRow),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** These attendees as stored now; ids no longer stored are left out. */
export async function loadAttendees(db: Db, ids: readonly string[]): Promise<Attendee[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(attendees).where(inArray(attendees.attendeeId, [...ids]));
  return rows.map(fromAttendeeRow);
}

interface EntityWrite {
  table: PgTable;
  key: PgColumn;
  rows: readonly object[];
  /** Runs after each chunk is written, with that chunk's rows. */
  afterChunk?: (db: Db, rows: readonly object[]) => Promise<void>;
}

/** Rows checked against their table's columns. */
const entityWrite = <T extends PgTable>(table: T, key: PgColumn, rows: readonly T['$inferInsert'][], afterChunk?: EntityWrite['afterChunk']): EntityWrite => ({
  table,
  key,
  rows,
  ...(afterChunk ? { afterChunk } : {}),
});

/**
 * A session's speaker links are replaced by the ones it lists now, and a changed time or place is recorded as a new
 * revision (what changed for attendees, calendar SEQUENCE).
 */
function afterSessionChunk(written: Session[]) {
  const byId = new Map(written.map((session) => [session.sessionId, session]));
  return async (db: Db, rows: readonly object[]) => {
    const sessionIds = (rows as readonly SessionRow[]).map((row) => row.sessionId);
    await recordSessionRevisions(db, sessionIds.flatMap((sessionId) => byId.get(sessionId) ?? []));
    await db.delete(sessionSpeakers).where(inArray(sessionSpeakers.sessionId, sessionIds));
    const links = sessionIds.flatMap((sessionId) =>
      (byId.get(sessionId)?.speakerIds ?? []).map((speakerId, position) => ({ sessionId, speakerId, position })),
    );
    for (const chunk of chunksOf(links)) await upsertChunk(db, sessionSpeakers, [sessionSpeakers.sessionId, sessionSpeakers.speakerId], chunk);
  };
}

const writeOf = <T>(rows: T[] | undefined, toWrite: (rows: T[]) => EntityWrite): EntityWrite[] => (rows ? [toWrite(rows)] : []);

/** In dependency order: what a row refers to is written before it. */
function entityWrites(data: Partial<CatalogueData>): EntityWrite[] {
  return [
    ...writeOf(data.companies, (rows) => entityWrite(companies, companies.companyId, rows)),
    ...writeOf(data.rooms, (rows) => entityWrite(rooms, rooms.roomId, rows)),
    ...writeOf(data.speakers, (rows) => entityWrite(speakers, speakers.speakerId, rows)),
    ...writeOf(data.sessions, (rows) => entityWrite(sessions, sessions.sessionId, rows.map(toSessionRow), afterSessionChunk(rows))),
    ...writeOf(data.attendees, (rows) => entityWrite(attendees, attendees.attendeeId, rows.map(toAttendeeRow))),
  ];
}

/**
 * Inserts or updates by stable id (roomId, sessionId, speakerId, companyId, attendeeId) in ONE transaction;
 * a failure leaves nothing written. Each statement is one multi-row INSERT … ON CONFLICT DO UPDATE.
 */
export async function upsertCatalogue(db: Db, data: Partial<CatalogueData>, options: UpsertOptions = {}): Promise<UpsertResult> {
  const writes = entityWrites(data);
  const total = writes.reduce((sum, write) => sum + write.rows.length, 0);
  return db.transaction(async (tx) => {
    const result: UpsertResult = { inserted: 0, updated: 0 };
    let done = 0;
    for (const { table, key, rows, afterChunk } of writes) {
      for (const chunk of chunksOf(rows)) {
        const written = await upsertChunk(tx, table, [key], chunk);
        await afterChunk?.(tx, chunk);
        result.inserted += written.inserted;
        result.updated += written.updated;
        done += chunk.length;
        options.onProgress?.(done, total);
      }
    }
    return result;
  });
}
