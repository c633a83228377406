import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AttendeeType } from '../../src/engine';
import { ON_SCHEDULE_STATUSES, type EnrollmentStatus, type SeenSessionPlace } from '../../src/engine/lazy/schedule';
import type { Db, Tx } from '../db/client';
import { enrollments, mandatorySessions, sessionRevisions, sessionSeats } from '../db/schema';

/** Statuses that hold a place on a session: on the schedule, on its waitlist, or nominated for it (as `schedule_add` in migration 0009 lists them). */
const HOLDING: EnrollmentStatus[] = ['scheduled', 'confirmed', 'waitlisted', 'nominated'];

/** Seats of a capacity-controlled session, as the catalogue sets them now. */
export interface Seats {
  capacity: number;
  waitlistCapacity: number;
}

export interface EnrollmentRow {
  sessionId: string;
  status: EnrollmentStatus;
}

/** An item of the user's schedule list, and whether they may take it off (mandatory items: not). */
export interface ScheduledRow extends EnrollmentRow {
  removable: boolean;
}

/**
 * What an add did: the caller's status now (changed or already so), `full` when neither a seat nor a waitlist place was
 * free, or `mandatory` when the session is on their schedule anyway.
 */
export type AddOutcome = { status: EnrollmentStatus; changed: boolean } | { status: 'full' } | { status: 'mandatory' };

/** What a removal did: the status before (null: none), the status now, and whom the freed seat went to. */
export interface RemoveOutcome {
  before: EnrollmentStatus | null;
  after: EnrollmentStatus | null;
  promoted: string[];
}

/** A calendar entry (see `calendarEntries`). */
export interface CalendarEntry {
  sessionId: string;
  /** `cancelled` covers enrollments taken off and sessions removed from the programme. */
  status: EnrollmentStatus;
  /** The session's revision sequence (calendar SEQUENCE); 0 before any change. */
  sequence: number;
  /** When the session left the programme, if it did. */
  removedAt: Date | null;
  /** A mandatory agenda item of the user's attendee type. */
  mandatory: boolean;
  /** The session's time and place as last published (session_revisions); null before its first revision. */
  place: SeenSessionPlace | null;
  /** The entry's latest change (enrollment status, revision or removal): the calendar's DTSTAMP. */
  changedAt: Date;
}

/** A session on someone's schedule that changed since they last looked. */
export interface UnseenChange {
  sessionId: string;
  seen: SeenSessionPlace | null;
  place: SeenSessionPlace;
  removed: boolean;
}


const ofUser = (userId: string, sessionId: string) => and(eq(enrollments.userId, userId), eq(enrollments.sessionId, sessionId));
const currentSequence = (sessionId: string) => sql<number>`coalesce((select ${sessionRevisions.sequence} from ${sessionRevisions} where ${sessionRevisions.sessionId} = ${sessionId}), 0)`;

/** Statuses a nomination may not overwrite: a place held, a pending nomination, or a decision made. */
const NOT_RENOMINATED: EnrollmentStatus[] = [...HOLDING, 'declined'];

/**
 * Writes the nomination with its answers and the session's current place and sequence as seen, unless the user's row
 * says otherwise (`NOT_RENOMINATED`): the condition is part of the write, so a concurrent nomination or decision
 * cannot slip between a check and it. Returns whether it wrote.
 */
async function putNomination(tx: Tx, userId: string, sessionId: string, seen: SeenSessionPlace, answers: unknown): Promise<boolean> {
  const fresh = { status: 'nominated' as const, statusChangedAt: sql`clock_timestamp()`, seenSequence: currentSequence(sessionId), seen, answers };
  const written = await tx
    .insert(enrollments)
    .values({ userId, sessionId, ...fresh })
    .onConflictDoUpdate({ target: [enrollments.userId, enrollments.sessionId], set: fresh, setWhere: notInArray(enrollments.status, NOT_RENOMINATED) })
    .returning({ status: enrollments.status });
  return written.length > 0;
}

/**
 * Locks the session's seat counters for the rest of the transaction: every add, removal and nomination decision of the
 * session queues here, so counts and enrollments change together (a confirmed nomination holds a seat like a scheduled
 * add). The first time, the row counts the enrollments already there (a session
 * that became capacity-controlled after people added it); the count is skipped once the row exists.
 */
const upsertSeats = (sessionId: string) => sql`
  insert into ${sessionSeats} (session_id, scheduled, waitlisted)
  select ${sessionId}, count(*) filter (where status in ('scheduled', 'confirmed')), count(*) filter (where status = 'waitlisted')
  from ${enrollments} where session_id = ${sessionId} and not exists (select 1 from ${sessionSeats} where session_id = ${sessionId})
  on conflict (session_id) do update set scheduled = ${sessionSeats}.scheduled
  returning scheduled, waitlisted`;

export async function lockSeats(tx: Tx, sessionId: string): Promise<{ scheduled: number; waitlisted: number }> {
  const { rows } = (await tx.execute(upsertSeats(sessionId))) as unknown as { rows: { scheduled: number; waitlisted: number }[] };
  return rows[0] as { scheduled: number; waitlisted: number };
}

async function statusOf(tx: Tx, userId: string, sessionId: string): Promise<EnrollmentStatus | null> {
  const [row] = await tx.select({ status: enrollments.status }).from(enrollments).where(ofUser(userId, sessionId)).for('update');
  return row?.status ?? null;
}

/** The latest of the dates; the epoch when none is known (a mandatory item never revised). */
const latest = (...dates: (Date | null)[]): Date => new Date(Math.max(0, ...dates.map((date) => date?.getTime() ?? 0)));

interface AddRequest {
  userId: string;
  sessionId: string;
  seats: Seats | null;
  seen: SeenSessionPlace;
  attendeeType: AttendeeType | undefined;
}

/**
 * An add is one call of the database function `schedule_add` (migration 0009): it locks a capacity-controlled
 * session's counters, reads the caller's status, takes a seat, else a waitlist place, and writes the enrollment, all
 * as one statement. The lock is thus held only while the database works, not across this process's round trips.
 */
async function addInOneStatement(db: Db, { userId, sessionId, seats, seen, attendeeType }: AddRequest): Promise<AddOutcome> {
  const { rows } = (await db.execute(
    sql`select outcome, changed from schedule_add(${userId}, ${sessionId}, ${seats?.capacity ?? null}::integer, ${seats?.waitlistCapacity ?? null}::integer, ${attendeeType ?? null}, ${JSON.stringify(seen)}::jsonb)`,
  )) as unknown as { rows: { outcome: EnrollmentStatus | 'full' | 'mandatory'; changed: boolean }[] };
  const [row] = rows;
  if (!row) throw new Error(`schedule_add answered nothing for ${sessionId}`);
  if (row.outcome === 'full' || row.outcome === 'mandatory') return { status: row.outcome };
  return { status: row.outcome, changed: row.changed };
}

/** Moves the longest-waiting attendees onto free seats, oldest status change first; returns their user ids. */
async function promoteWaitlisted(tx: Tx, sessionId: string, seats: Seats): Promise<string[]> {
  const promoted: string[] = [];
  for (;;) {
    const { scheduled, waitlisted } = await lockSeats(tx, sessionId);
    if (scheduled >= seats.capacity || waitlisted === 0) return promoted;
    const [next] = await tx
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.status, 'waitlisted')))
      .orderBy(asc(enrollments.statusChangedAt), asc(enrollments.createdAt), asc(enrollments.userId))
      .limit(1)
      .for('update');
    if (!next) return promoted;
    await tx.update(enrollments).set({ status: 'scheduled', statusChangedAt: sql`clock_timestamp()` }).where(ofUser(next.userId, sessionId));
    await tx
      .update(sessionSeats)
      .set({ scheduled: sql`${sessionSeats.scheduled} + 1`, waitlisted: sql`${sessionSeats.waitlisted} - 1` })
      .where(eq(sessionSeats.sessionId, sessionId));
    promoted.push(next.userId);
  }
}

const COUNTED: Partial<Record<EnrollmentStatus, 'scheduled' | 'waitlisted'>> = { scheduled: 'scheduled', confirmed: 'scheduled', waitlisted: 'waitlisted' };

/** Moves the session's seat (`scheduled`) or waitlist counter by `delta`; the caller holds the seat lock. */
export async function shiftSeats(tx: Tx, sessionId: string, counter: 'scheduled' | 'waitlisted', delta: 1 | -1): Promise<void> {
  await tx
    .update(sessionSeats)
    .set({ [counter]: sql`${sessionSeats[counter]} + ${delta}` })
    .where(eq(sessionSeats.sessionId, sessionId));
}

/**
 * Enrollments and their seat counters. Each change is one transaction: capacity-controlled sessions lock their
 * `session_seats` row first, so concurrent adds and removals of a session (on PostgreSQL's pool, and on PGlite, whose
 * transactions run one at a time) never overfill it, and a user's one row (primary key user+session) is never both
 * scheduled and waitlisted. The nominations flow uses `nominate` and `cancelNomination`, and decides through
 * `lockSeats` and `shiftSeats`.
 */
export function createScheduleRepository(db: Db) {
  return {
    /** The caller's enrollments that are not cancelled or declined. */
    async holding(userId: string): Promise<EnrollmentRow[]> {
      return db
        .select({ sessionId: enrollments.sessionId, status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.status, HOLDING)));
    },

    /**
     * The user's holding enrollments and, as scheduled, the mandatory items of their type they hold none for: one
     * query. A mandatory item cannot be removed, whether or not they added it themselves.
     */
    async scheduledSessions(userId: string, attendeeType: AttendeeType | undefined): Promise<ScheduledRow[]> {
      const isMandatory = sql`exists (select 1 from ${mandatorySessions} where ${mandatorySessions.sessionId} = ${enrollments.sessionId} and ${mandatorySessions.attendeeType} = ${attendeeType ?? null})`;
      const held = db
        .select({ sessionId: enrollments.sessionId, status: enrollments.status, removable: sql<boolean>`not ${isMandatory}`.as('removable') })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.status, HOLDING)));
      if (!attendeeType) return held;
      const mandatory = db
        .select({ sessionId: mandatorySessions.sessionId, status: sql<EnrollmentStatus>`'scheduled'`.as('status'), removable: sql<boolean>`false`.as('removable') })
        .from(mandatorySessions)
        .where(
          and(
            eq(mandatorySessions.attendeeType, attendeeType),
            sql`not exists (select 1 from ${enrollments} where ${enrollments.userId} = ${userId} and ${enrollments.sessionId} = ${mandatorySessions.sessionId} and ${inArray(enrollments.status, HOLDING)})`,
          ),
        );
      return held.unionAll(mandatory);
    },

    async status(userId: string, sessionId: string): Promise<EnrollmentStatus | null> {
      const [row] = await db.select({ status: enrollments.status }).from(enrollments).where(ofUser(userId, sessionId));
      return row?.status ?? null;
    },

    /** Seats and waitlist places taken (zero before the first RSVP). */
    async seatsTaken(sessionId: string): Promise<{ scheduled: number; waitlisted: number }> {
      const [row] = await db.select({ scheduled: sessionSeats.scheduled, waitlisted: sessionSeats.waitlisted }).from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId));
      return row ?? { scheduled: 0, waitlisted: 0 };
    },

    /** Session ids mandatory for an attendee type. */
    async mandatory(attendeeType: AttendeeType | undefined): Promise<string[]> {
      if (!attendeeType) return [];
      const rows = await db.select({ sessionId: mandatorySessions.sessionId }).from(mandatorySessions).where(eq(mandatorySessions.attendeeType, attendeeType));
      return rows.map((row) => row.sessionId);
    },

    /**
     * Puts a session on the schedule: a seat, else a waitlist place, for capacity-controlled sessions (`seats`);
     * nothing for a session mandatory for the attendee type (it is on their schedule already).
     */
    add(userId: string, sessionId: string, seats: Seats | null, seen: SeenSessionPlace, attendeeType: AttendeeType | undefined): Promise<AddOutcome> {
      return addInOneStatement(db, { userId, sessionId, seats, seen, attendeeType });
    },

    /**
     * Takes a session off the schedule or the waitlist (`cancelled`); a freed seat goes to the longest-waiting
     * attendee in the same transaction. Anything else (no enrollment, a nomination) is left as it is.
     */
    remove(userId: string, sessionId: string, seats: Seats | null): Promise<RemoveOutcome> {
      return db.transaction(async (tx) => {
        const counted = seats ?? (await tx.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId))).length > 0;
        if (counted) await lockSeats(tx, sessionId);
        const before = await statusOf(tx, userId, sessionId);
        if (before === null || !['scheduled', 'confirmed', 'waitlisted'].includes(before)) return { before, after: before, promoted: [] };
        await tx.update(enrollments).set({ status: 'cancelled', statusChangedAt: sql`clock_timestamp()` }).where(ofUser(userId, sessionId));
        const counter = counted ? COUNTED[before] : undefined;
        if (counter) await shiftSeats(tx, sessionId, counter, -1);
        const promoted = counter === 'scheduled' && seats ? await promoteWaitlisted(tx, sessionId, seats) : [];
        return { before, after: 'cancelled', promoted };
      });
    },

    /** Nominates the user for a roundtable with their answers; a held place, a pending or a decided nomination stays as it is. */
    nominate(userId: string, sessionId: string, answers: unknown, seen: SeenSessionPlace): Promise<{ status: EnrollmentStatus; changed: boolean }> {
      return db.transaction(async (tx) => {
        if (await putNomination(tx, userId, sessionId, seen, answers)) return { status: 'nominated', changed: true };
        return { status: (await statusOf(tx, userId, sessionId)) ?? 'nominated', changed: false };
      });
    },

    /**
     * The attendee withdraws a pending nomination or gives up a confirmed seat (→ cancelled): a confirmed seat is freed
     * behind the session's seat lock, as a cancelled RSVP's is (roundtables take no adds, so nobody waits for it).
     * Returns the status before, or null when there was nothing to cancel.
     */
    cancelNomination(userId: string, sessionId: string): Promise<'nominated' | 'confirmed' | null> {
      return db.transaction(async (tx) => {
        await lockSeats(tx, sessionId);
        const before = await statusOf(tx, userId, sessionId);
        if (before !== 'nominated' && before !== 'confirmed') return null;
        await tx.update(enrollments).set({ status: 'cancelled', statusChangedAt: sql`clock_timestamp()` }).where(ofUser(userId, sessionId));
        if (before === 'confirmed') await shiftSeats(tx, sessionId, 'scheduled', -1);
        return before;
      });
    },

    /** Sessions on the user's schedule or waitlist whose time or place changed (or that were removed) since they looked. */
    async unseenChanges(userId: string): Promise<UnseenChange[]> {
      const rows = await db
        .select({ sessionId: enrollments.sessionId, seen: enrollments.seen, place: sessionRevisions.place, removedAt: sessionRevisions.removedAt })
        .from(enrollments)
        .innerJoin(sessionRevisions, eq(sessionRevisions.sessionId, enrollments.sessionId))
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.status, HOLDING), gt(sessionRevisions.sequence, enrollments.seenSequence)));
      return rows.map(({ removedAt, ...row }) => ({ ...row, removed: removedAt !== null }));
    },

    /** The user has seen these sessions' changes: what holds now becomes what they saw. */
    async markSeen(userId: string, sessionIds: readonly string[]): Promise<void> {
      await db
        .update(enrollments)
        .set({ seenSequence: sql`${sessionRevisions.sequence}`, seen: sql`${sessionRevisions.place}` })
        .from(sessionRevisions)
        .where(and(eq(enrollments.userId, userId), inArray(enrollments.sessionId, [...sessionIds]), eq(sessionRevisions.sessionId, enrollments.sessionId)));
    },

    /**
     * For the calendar feed and the trip report: the user's schedule (scheduled and confirmed enrollments, and the
     * mandatory items of `attendeeType`) with each session's revision, plus what was cancelled (enrollment cancelled,
     * or session removed from the programme) since `since`, so subscribed calendars learn to drop it.
     */
    async calendarEntries(userId: string, attendeeType: AttendeeType | undefined, since: Date): Promise<CalendarEntry[]> {
      const recentlyCancelled = and(eq(enrollments.status, 'cancelled'), gte(enrollments.statusChangedAt, since));
      const recentlyRemoved = and(isNotNull(sessionRevisions.removedAt), gte(sessionRevisions.removedAt, since));
      const onSchedule = inArray(enrollments.status, [...ON_SCHEDULE_STATUSES]);
      const revision = { sequence: sessionRevisions.sequence, removedAt: sessionRevisions.removedAt, place: sessionRevisions.place, revisedAt: sessionRevisions.changedAt };
      const enrolled = db
        .select({ sessionId: enrollments.sessionId, status: enrollments.status, statusChangedAt: enrollments.statusChangedAt, ...revision, mandatory: sql<boolean>`false`.as('mandatory') })
        .from(enrollments)
        .leftJoin(sessionRevisions, eq(sessionRevisions.sessionId, enrollments.sessionId))
        .where(and(eq(enrollments.userId, userId), or(and(onSchedule, isNull(sessionRevisions.removedAt)), recentlyCancelled, and(onSchedule, recentlyRemoved))));
      // One round trip: the feed is fetched by every subscribed calendar, again and again.
      const rows = attendeeType
        ? await enrolled.unionAll(
            db
              .select({
                sessionId: mandatorySessions.sessionId,
                status: sql<EnrollmentStatus>`'scheduled'`.as('status'),
                // Null at run time: a mandatory item has no enrollment (`latest` takes it); typed as the column it stands beside.
                statusChangedAt: sql<Date>`null`.as('status_changed_at'),
                ...revision,
                mandatory: sql<boolean>`true`.as('mandatory'),
              })
              .from(mandatorySessions)
              .leftJoin(sessionRevisions, eq(sessionRevisions.sessionId, mandatorySessions.sessionId))
              .where(
                and(
                  eq(mandatorySessions.attendeeType, attendeeType),
                  or(isNull(sessionRevisions.removedAt), gte(sessionRevisions.removedAt, since)),
                  sql`not exists (select 1 from ${enrollments} where ${enrollments.userId} = ${userId} and ${enrollments.sessionId} = ${mandatorySessions.sessionId} and ${enrollments.status} in ('scheduled', 'confirmed'))`,
                ),
              ),
          )
        : await enrolled;
      // A mandatory item stands in for the user's own cancelled enrollment of it: they cannot take it off.
      const required = new Set(rows.filter((row) => row.mandatory).map((row) => row.sessionId));
      return rows
        .filter((row) => row.mandatory || !required.has(row.sessionId))
        .map((row) => ({
          sessionId: row.sessionId,
          status: row.removedAt ? 'cancelled' : row.status,
          sequence: row.sequence ?? 0,
          removedAt: row.removedAt,
          mandatory: row.mandatory,
          place: row.place,
          changedAt: latest(row.statusChangedAt, row.revisedAt, row.removedAt),
        }))
        .sort((a, b) => a.sessionId.localeCompare(b.sessionId));
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
