import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import type { EnrollmentStatus } from '../../src/engine/lazy/schedule';
import type { Session } from '../catalogue/types';
import type { Db } from '../db/client';
import { enrollments } from '../db/schema';
import { createScheduleRepository, lockSeats, shiftSeats } from '../schedule/repository';
import { placeOf } from '../schedule/revisions';

/** Statuses a site editor may decide on (again): pending, or decided before. */
const DECIDABLE: EnrollmentStatus[] = ['nominated', 'confirmed', 'declined'];

/** What nominating did: nominated now, or the status that kept it from happening. */
export type NominateOutcome = { nominated: true } | { nominated: false; status: EnrollmentStatus };

/** What a decision did: the status now, or why there was none. */
export type DecideOutcome = { status: 'confirmed' | 'declined' } | { refused: 'no-nomination' | 'full' };

export interface NominationRow {
  sessionId: string;
  userId: string;
  status: EnrollmentStatus;
  statusChangedAt: Date;
  responses: EvaluationResponse[];
}

const ofUser = (userId: string, sessionId: string) => and(eq(enrollments.userId, userId), eq(enrollments.sessionId, sessionId));

/**
 * Roundtable nominations in the enrollments table (spec 1 §4): a nomination is an enrollment with answers, written by
 * the schedule's repository (which also records the place the attendee saw). A decision is one transaction behind
 * the session's seat row, so two site editors deciding at once never seat more than the capacity.
 */
export interface NominationRepository {
  /** Nominates with the answers, unless the attendee holds a place, a pending nomination, or a declined one (decided is decided). */
  nominate(userId: string, session: Session, responses: EvaluationResponse[]): Promise<NominateOutcome>;
  /** Every nomination, of every status, oldest first. */
  all(): Promise<NominationRow[]>;
  /** Confirms (a seat, when fewer than `capacity` are confirmed; null: no limit) or declines a nomination. */
  decide(userId: string, sessionId: string, status: 'confirmed' | 'declined', capacity: number | null): Promise<DecideOutcome>;
}

export function createNominationRepository(db: Db): NominationRepository {
  const schedule = createScheduleRepository(db);
  return {
    async nominate(userId, session, responses) {
      const outcome = await schedule.nominate(userId, session.sessionId, responses, placeOf(session));
      return outcome.changed ? { nominated: true } : { nominated: false, status: outcome.status };
    },

    async all() {
      const rows = await db
        .select({ sessionId: enrollments.sessionId, userId: enrollments.userId, status: enrollments.status, statusChangedAt: enrollments.statusChangedAt, answers: enrollments.answers })
        .from(enrollments)
        .where(isNotNull(enrollments.answers))
        .orderBy(asc(enrollments.createdAt), asc(enrollments.userId));
      return rows.map(({ answers, ...row }) => ({ ...row, responses: Array.isArray(answers) ? (answers as EvaluationResponse[]) : [] }));
    },

    decide(userId, sessionId, status, capacity) {
      return db.transaction(async (tx): Promise<DecideOutcome> => {
        // The session's seat row is the lock every decision, RSVP and cancel of the session queues behind; a confirmed
        // nomination holds one of its seats.
        const { scheduled } = await lockSeats(tx, sessionId);
        const [row] = await tx.select({ status: enrollments.status }).from(enrollments).where(and(ofUser(userId, sessionId), isNotNull(enrollments.answers))).for('update');
        if (!row || !DECIDABLE.includes(row.status)) return { refused: 'no-nomination' };
        const seated = status === 'confirmed' && row.status !== 'confirmed';
        if (seated && capacity !== null && scheduled >= capacity) return { refused: 'full' };
        if (seated) await shiftSeats(tx, sessionId, 'scheduled', 1);
        if (row.status === 'confirmed' && status === 'declined') await shiftSeats(tx, sessionId, 'scheduled', -1);
        if (row.status !== status) await tx.update(enrollments).set({ status, statusChangedAt: sql`clock_timestamp()` }).where(ofUser(userId, sessionId));
        return { status };
      });
    },
  };
}
