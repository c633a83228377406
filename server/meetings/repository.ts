import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { InvitationResponse } from '../../src/engine/lazy/meetings';
import type { Db, Tx } from '../db/client';
import { conversationMembers, conversations, meetingParticipants, meetings } from '../db/schema';

export type MeetingStatus = 'active' | 'cancelled';

/** What the organiser decides of a meeting: everything but who owns it and its answers. */
export interface MeetingRecord {
  subject: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string | null;
  meetingLocation: string;
  area: string | null;
  tableSize: number | null;
  meetingTypeName: string;
  categories: string[];
  accounts: string[];
}

export interface StoredParticipant {
  userId: string;
  response: InvitationResponse;
}

export interface StoredMeeting extends MeetingRecord {
  id: string;
  ownerId: string;
  status: MeetingStatus;
  participants: StoredParticipant[];
}

/** Someone's other meeting in the same time: enough to say what is in the way. */
export interface BusyMeeting {
  userId: string;
  meetingId: string;
  subject: string;
}

/** A write the rules refused inside the transaction: nothing of it was saved. */
export type MeetingRefusal = { refused: 'not-found' } | { refused: 'cancelled' } | { refused: 'over' } | { refused: 'conflict'; busy: BusyMeeting[] };

/** Who a written meeting concerns now and before, for the live events the service sends. */
export interface MeetingWrite {
  meeting: StoredMeeting;
  added: string[];
  removed: string[];
}

const columns = {
  id: meetings.id,
  ownerId: meetings.ownerId,
  status: meetings.status,
  subject: meetings.subject,
  description: meetings.description,
  startsAt: meetings.startsAt,
  endsAt: meetings.endsAt,
  meetingUrl: meetings.meetingUrl,
  meetingLocation: meetings.meetingLocation,
  area: meetings.area,
  tableSize: meetings.tableSize,
  meetingTypeName: meetings.meetingTypeName,
  categories: meetings.categories,
  accounts: meetings.accounts,
};

type MeetingRow = Omit<StoredMeeting, 'participants'>;

async function withParticipants(tx: Db | Tx, rows: MeetingRow[]): Promise<StoredMeeting[]> {
  if (rows.length === 0) return [];
  const answers = await tx
    .select({ meetingId: meetingParticipants.meetingId, userId: meetingParticipants.userId, response: meetingParticipants.response })
    .from(meetingParticipants)
    .where(inArray(meetingParticipants.meetingId, rows.map((row) => row.id)))
    .orderBy(asc(meetingParticipants.userId));
  const byMeeting = new Map<string, StoredParticipant[]>(rows.map((row) => [row.id, []]));
  for (const { meetingId, userId, response } of answers) byMeeting.get(meetingId)?.push({ userId, response });
  return rows.map((row) => ({ ...row, participants: byMeeting.get(row.id) ?? [] }));
}

async function lockMeeting(tx: Tx, id: string): Promise<StoredMeeting | undefined> {
  const [row] = await tx.select(columns).from(meetings).where(eq(meetings.id, id)).for('update');
  return row ? (await withParticipants(tx, [row]))[0] : undefined;
}

/**
 * Meetings the users hold in the time (owner, or invited and not declined), other than `except`: spec 2 §5's
 * conflicts. Read inside the write's transaction, so two meetings saved at once are each checked against what is stored.
 */
async function busyMeetings(tx: Tx, userIds: readonly string[], startsAt: Date, endsAt: Date, except: string | null): Promise<BusyMeeting[]> {
  const overlapping = and(eq(meetings.status, 'active'), sql`${meetings.startsAt} < ${endsAt}`, sql`${meetings.endsAt} > ${startsAt}`, except ? ne(meetings.id, except) : undefined);
  const owned = tx
    .select({ userId: meetings.ownerId, meetingId: meetings.id, subject: meetings.subject })
    .from(meetings)
    .where(and(overlapping, inArray(meetings.ownerId, [...userIds])));
  const invited = tx
    .select({ userId: meetingParticipants.userId, meetingId: meetings.id, subject: meetings.subject })
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(and(overlapping, inArray(meetingParticipants.userId, [...userIds]), ne(meetingParticipants.response, 'declined')));
  const [mine, theirs] = await Promise.all([owned, invited]);
  return [...mine, ...theirs];
}

/**
 * Serialises the meeting writes that involve any of these users until the transaction ends, so two meetings saved at
 * once for the same person cannot both pass the conflict check. Locks are taken in one order: no deadlock.
 */
async function lockPeople(tx: Tx, userIds: readonly string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting-time:${userId}`}))`);
}

/** The meeting's conversation holds its owner and invitees, declined ones too (they still read what was said). */
async function syncConversation(tx: Tx, meetingId: string, memberIds: readonly string[]): Promise<void> {
  const [conversation] = await tx.insert(conversations).values({ meetingId }).onConflictDoNothing().returning({ id: conversations.id });
  const conversationId = conversation?.id ?? (await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.meetingId, meetingId)))[0]?.id;
  if (conversationId === undefined) throw new Error(`meeting ${meetingId} has no conversation`);
  await tx
    .delete(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), sql`${conversationMembers.userId} <> all(${sql.param([...memberIds])}::text[])`));
  await tx
    .insert(conversationMembers)
    .values(memberIds.map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing();
}

export function createMeetingRepository(db: Db) {
  return {
    async get(id: string): Promise<StoredMeeting | undefined> {
      const rows = await db.select(columns).from(meetings).where(eq(meetings.id, id));
      return (await withParticipants(db, rows))[0];
    },

    /** The meetings the user owns or is invited to, cancelled ones included. */
    async listFor(userId: string): Promise<StoredMeeting[]> {
      const invited = db.select({ id: meetingParticipants.meetingId }).from(meetingParticipants).where(eq(meetingParticipants.userId, userId));
      const rows = await db
        .select(columns)
        .from(meetings)
        .where(or(eq(meetings.ownerId, userId), inArray(meetings.id, invited)));
      return withParticipants(db, rows);
    },

    /** Invitations waiting for the user's answer, of meetings neither cancelled nor over at `now`. */
    async pendingCount(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(and(eq(meetingParticipants.userId, userId), eq(meetingParticipants.response, 'pending'), eq(meetings.status, 'active'), gt(meetings.endsAt, now)));
      return row?.count ?? 0;
    },

    /** A new meeting, its invitees (pending) and its conversation, unless someone's time is taken: one transaction. */
    async create(ownerId: string, record: MeetingRecord, invitees: readonly string[]): Promise<MeetingWrite | MeetingRefusal> {
      return db.transaction(async (tx) => {
        await lockPeople(tx, [ownerId, ...invitees]);
        const busy = await busyMeetings(tx, [ownerId, ...invitees], record.startsAt, record.endsAt, null);
        if (busy.length > 0) return { refused: 'conflict', busy };
        const id = randomUUID();
        await tx.insert(meetings).values({ id, ownerId, ...record });
        await tx.insert(meetingParticipants).values(invitees.map((userId) => ({ meetingId: id, userId })));
        await syncConversation(tx, id, [ownerId, ...invitees]);
        const meeting = await lockMeeting(tx, id);
        if (!meeting) throw new Error(`meeting ${id} vanished while being created`);
        return { meeting, added: [...invitees], removed: [] };
      });
    },

    /**
     * The organiser's edit, under the meeting's row lock: invitees left out are removed, new ones invited, the others
     * keep their answers. Refused (nothing saved) for anyone but the owner, a cancelled or finished meeting, or a conflict.
     */
    async update(id: string, ownerId: string, record: MeetingRecord, invitees: readonly string[], now: Date): Promise<MeetingWrite | MeetingRefusal> {
      return db.transaction(async (tx) => {
        const current = await lockMeeting(tx, id);
        if (!current || current.ownerId !== ownerId) return { refused: 'not-found' };
        if (current.status === 'cancelled') return { refused: 'cancelled' };
        if (current.endsAt.getTime() <= now.getTime()) return { refused: 'over' };
        const before = new Set(current.participants.map((participant) => participant.userId));
        const after = new Set(invitees);
        const added = invitees.filter((userId) => !before.has(userId));
        const removed = [...before].filter((userId) => !after.has(userId));
        await lockPeople(tx, [ownerId, ...invitees]);
        const busy = await busyMeetings(tx, [ownerId, ...invitees], record.startsAt, record.endsAt, id);
        if (busy.length > 0) return { refused: 'conflict', busy };
        await tx
          .update(meetings)
          .set({ ...record, updatedAt: sql`now()` })
          .where(eq(meetings.id, id));
        if (removed.length > 0) await tx.delete(meetingParticipants).where(and(eq(meetingParticipants.meetingId, id), inArray(meetingParticipants.userId, removed)));
        if (added.length > 0) await tx.insert(meetingParticipants).values(added.map((userId) => ({ meetingId: id, userId })));
        await syncConversation(tx, id, [ownerId, ...invitees]);
        const meeting = await lockMeeting(tx, id);
        return meeting ? { meeting, added, removed } : { refused: 'not-found' };
      });
    },

    /** The owner's cancel: the meeting stays, cancelled, for its participants to see. Cancelling twice changes nothing. */
    async cancel(id: string, ownerId: string): Promise<MeetingWrite | MeetingRefusal> {
      return db.transaction(async (tx) => {
        const current = await lockMeeting(tx, id);
        if (!current || current.ownerId !== ownerId) return { refused: 'not-found' };
        if (current.status === 'active') {
          // The clock, not the transaction's start: taken under the row lock, it orders the cancel among the answers.
          await tx.update(meetings).set({ status: 'cancelled', updatedAt: sql`clock_timestamp()` }).where(eq(meetings.id, id));
        }
        return { meeting: { ...current, status: 'cancelled' }, added: [], removed: [] };
      });
    },

    /**
     * An invitee's answer under the meeting's row lock, so an answer and the organiser's cancel or edit never interleave:
     * a cancelled or finished meeting takes no more answers.
     */
    async respond(id: string, userId: string, response: 'accepted' | 'declined', now: Date): Promise<StoredMeeting | MeetingRefusal> {
      return db.transaction(async (tx) => {
        const current = await lockMeeting(tx, id);
        if (!current || !current.participants.some((participant) => participant.userId === userId)) return { refused: 'not-found' };
        if (current.status === 'cancelled') return { refused: 'cancelled' };
        if (current.endsAt.getTime() <= now.getTime()) return { refused: 'over' };
        await tx
          .update(meetingParticipants)
          .set({ response, respondedAt: sql`clock_timestamp()` })
          .where(and(eq(meetingParticipants.meetingId, id), eq(meetingParticipants.userId, userId)));
        return { ...current, participants: current.participants.map((participant) => (participant.userId === userId ? { userId, response } : participant)) };
      });
    },
  };
}

export type MeetingRepository = ReturnType<typeof createMeetingRepository>;

export const isRefusal = <T extends object>(outcome: T | MeetingRefusal): outcome is MeetingRefusal => 'refused' in outcome;
