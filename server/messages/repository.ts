import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { conversationMembers, conversations, meetings, messages } from '../db/schema';

export interface StoredMessage {
  id: number;
  conversationId: number;
  authorId: string;
  recipientId: string | null;
  subject: string;
  body: string;
  parentId: number | null;
  createdAt: Date;
  /** The conversation's meeting, for a group message. */
  meetingId: string | null;
}

/** One conversation of a user's inbox: who else is in it (a direct one), its meeting (a group one), its latest message. */
export interface StoredConversation {
  id: number;
  meeting: { id: string; subject: string; status: 'active' | 'cancelled' } | null;
  otherUserId: string | null;
  unread: number;
  readUpTo: number;
  lastMessage: StoredMessage;
}

/** A sent message, and whom it reached (every member but its author), for their live events. */
export interface Delivery {
  message: StoredMessage;
  recipientIds: string[];
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  authorId: messages.authorId,
  recipientId: messages.recipientId,
  subject: messages.subject,
  body: messages.body,
  parentId: messages.parentId,
  createdAt: messages.createdAt,
  meetingId: conversations.meetingId,
};

/** A row of the inbox query, as both drivers answer it. */
interface ConversationRow {
  id: number;
  meeting_id: string | null;
  user_low: string | null;
  user_high: string | null;
  unread: number;
  read_up_to: number;
  meeting_subject: string | null;
  meeting_status: 'active' | 'cancelled' | null;
  message_id: number;
  author_id: string;
  recipient_id: string | null;
  subject: string;
  body: string;
  parent_id: number | null;
  created_ms: number;
}

const pairOf = (a: string, b: string) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a });

/** The unread messages of a member, counted from what they read: after a read, the counter is set from the truth. */
const unreadAfter = (tx: Tx, conversationId: number, userId: string, readUpTo: number) =>
  tx
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, readUpTo), ne(messages.authorId, userId)));

export interface SendOptions {
  authorId: string;
  /** The direct recipient; null for a meeting's group message. */
  recipientId: string | null;
  subject: string;
  body: string;
}

/**
 * Conversations, messages and read state. A send is one transaction: the message, the conversation's latest message and
 * every other member's unread counter move together, so the inbox and the counters never disagree.
 */
export function createMessageRepository(db: Db) {
  async function insertMessage(tx: Tx, conversationId: number, meetingId: string | null, { authorId, recipientId, subject, body }: SendOptions): Promise<Delivery> {
    // The latest message of the conversation is the one replied to: the thread is one line of messages.
    const [parent] = await tx
      .select({ id: conversations.lastMessageId })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    const [row] = await tx
      .insert(messages)
      .values({ conversationId, authorId, recipientId, subject, body, parentId: parent?.id ?? null })
      .returning({ id: messages.id, parentId: messages.parentId, createdAt: messages.createdAt });
    if (!row) throw new Error('the message was not stored');
    await tx.update(conversations).set({ lastMessageId: row.id, lastMessageAt: row.createdAt }).where(eq(conversations.id, conversationId));
    const reached = await tx
      .update(conversationMembers)
      .set({ unread: sql`${conversationMembers.unread} + 1` })
      .where(and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, authorId)))
      .returning({ userId: conversationMembers.userId });
    // What one writes, one has read: the reply reads everything before it too (the meeting page replies without reading).
    await tx
      .update(conversationMembers)
      .set({ readUpTo: row.id, unread: 0 })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, authorId)));
    return {
      message: { id: row.id, conversationId, authorId, recipientId, subject, body, parentId: row.parentId, createdAt: row.createdAt, meetingId },
      recipientIds: reached.map((member) => member.userId),
    };
  }

  return {
    /** The direct conversation of two users, if they have one. */
    async directConversation(userId: string, otherId: string): Promise<number | undefined> {
      const { userLow, userHigh } = pairOf(userId, otherId);
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)));
      return row?.id;
    },

    /** A meeting's conversation, if `userId` is among its members. */
    async meetingConversation(meetingId: string, userId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)))
        .where(eq(conversations.meetingId, meetingId));
      return row?.id;
    },

    /** A direct message: the pair's conversation is made on their first message. */
    async sendDirect(options: SendOptions & { recipientId: string }): Promise<Delivery> {
      return db.transaction(async (tx) => {
        const pair = pairOf(options.authorId, options.recipientId);
        await tx.insert(conversations).values(pair).onConflictDoNothing();
        const [conversation] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)));
        if (!conversation) throw new Error('the conversation was not stored');
        await tx
          .insert(conversationMembers)
          .values([options.authorId, options.recipientId].map((userId) => ({ conversationId: conversation.id, userId })))
          .onConflictDoNothing();
        return insertMessage(tx, conversation.id, null, options);
      });
    },

    /** A group message to a meeting's conversation; undefined when the author is not one of its members. */
    async sendToMeeting(meetingId: string, options: Omit<SendOptions, 'recipientId'>): Promise<Delivery | undefined> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, options.authorId)))
          .where(eq(conversations.meetingId, meetingId));
        return conversation ? insertMessage(tx, conversation.id, meetingId, { ...options, recipientId: null }) : undefined;
      });
    },

    /**
     * The user's conversations with a message, the latest first, with their meeting's subject and status. The inbox's
     * hot path: one query in plain SQL, its rows mapped by hand (a query builder's mapping of 300 rows costs more than
     * the query itself).
     */
    async conversationsOf(userId: string): Promise<StoredConversation[]> {
      const { rows } = (await db.execute(sql`
        select c.id, c.meeting_id, c.user_low, c.user_high, cm.unread, cm.read_up_to,
          mt.subject as meeting_subject, mt.status as meeting_status,
          m.id as message_id, m.author_id, m.recipient_id, m.subject, m.body, m.parent_id,
          (extract(epoch from m.created_at) * 1000)::float8 as created_ms
        from ${conversationMembers} cm
        join ${conversations} c on c.id = cm.conversation_id
        join ${messages} m on m.id = c.last_message_id
        left join ${meetings} mt on mt.id = c.meeting_id
        where cm.user_id = ${userId}
        order by c.last_message_at desc, c.id desc`)) as unknown as { rows: ConversationRow[] };
      return rows.map((row) => ({
        id: row.id,
        meeting: row.meeting_id === null ? null : { id: row.meeting_id, subject: row.meeting_subject ?? '', status: row.meeting_status ?? 'cancelled' },
        otherUserId: row.meeting_id !== null ? null : row.user_low === userId ? row.user_high : row.user_low,
        unread: row.unread,
        readUpTo: row.read_up_to,
        lastMessage: {
          id: row.message_id,
          conversationId: row.id,
          authorId: row.author_id,
          recipientId: row.recipient_id,
          subject: row.subject,
          body: row.body,
          parentId: row.parent_id,
          createdAt: new Date(row.created_ms),
          meetingId: row.meeting_id,
        },
      }));
    },

    /** A conversation's messages, the latest first, for one of its members (else undefined). */
    async thread(conversationId: number, userId: string, limit: number): Promise<{ messages: StoredMessage[]; readUpTo: number } | undefined> {
      const [member] = await db
        .select({ readUpTo: conversationMembers.readUpTo })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
      if (!member) return undefined;
      const rows = await db
        .select(messageColumns)
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(limit);
      return { messages: rows, readUpTo: member.readUpTo };
    },

    /** The latest messages others sent the user, in every conversation of theirs. */
    async received(userId: string, limit: number): Promise<{ message: StoredMessage; read: boolean }[]> {
      const rows = await db
        .select({ message: messageColumns, readUpTo: conversationMembers.readUpTo })
        .from(conversationMembers)
        .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversationMembers.userId, userId), ne(messages.authorId, userId)))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.map(({ message, readUpTo }) => ({ message, read: message.id <= readUpTo }));
    },

    /**
     * Marks the message and every earlier one of its conversation read for the user; undefined when the message is not
     * in a conversation of theirs. Reading never goes back: an older message read later changes nothing.
     */
    async markRead(userId: string, messageId: number): Promise<true | undefined> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ conversationId: messages.conversationId, readUpTo: conversationMembers.readUpTo })
          .from(messages)
          .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)))
          .where(eq(messages.id, messageId))
          .for('update', { of: conversationMembers });
        if (!found) return undefined;
        const readUpTo = Math.max(found.readUpTo, messageId);
        const [left] = await unreadAfter(tx, found.conversationId, userId, readUpTo);
        await tx
          .update(conversationMembers)
          .set({ readUpTo, unread: left?.count ?? 0 })
          .where(and(eq(conversationMembers.conversationId, found.conversationId), eq(conversationMembers.userId, userId)));
        return true;
      });
    },

    /** The user's unread messages in all: a sum over their conversations' counters. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${conversationMembers.unread}), 0)::int` })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, userId));
      return row?.count ?? 0;
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
