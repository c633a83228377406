import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AttendeeType } from '../../src/engine';
import type { TokenSealer } from '../auth/sealed-tokens';
import type { Db } from '../db/client';
import { calendarFeeds } from '../db/schema';

/** Whose feed a token opens, and their attendee type as last seen (for the mandatory items). */
export interface FeedOwner {
  userId: string;
  attendeeType: AttendeeType | undefined;
}

/** The secret tokens of users' calendar links: the token is the only key to a feed. */
export interface FeedTokens {
  /** The user's token, made on first use; remembers their attendee type. */
  tokenOf(owner: FeedOwner): Promise<string>;
  /** A new token in place of the old one, which opens nothing from now on. */
  regenerate(owner: FeedOwner): Promise<string>;
  /** No link from now on (none is no error). */
  revoke(userId: string): Promise<void>;
  /** The user the token belongs to, or null for an unknown or revoked one. */
  ownerOf(token: string): Promise<FeedOwner | null>;
}

// 256 bits: guessing one is hopeless, whatever the rate limit lets through.
const TOKEN_BYTES = 32;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export function createFeedTokens(db: Db, sealer: TokenSealer): FeedTokens {
  async function store(owner: FeedOwner, replace: boolean): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const row = { userId: owner.userId, attendeeType: owner.attendeeType ?? null, tokenHash: hashOf(token).toString('hex'), sealedToken: sealer.seal(token), createdAt: new Date() };
    const insert = db.insert(calendarFeeds).values(row);
    const written = replace
      ? await insert.onConflictDoUpdate({ target: calendarFeeds.userId, set: row }).returning({ sealed: calendarFeeds.sealedToken })
      : await insert.onConflictDoNothing({ target: calendarFeeds.userId }).returning({ sealed: calendarFeeds.sealedToken });
    // Two first calls at once: the other one's token stands, and both answer it.
    return written.length > 0 ? token : tokenOf(owner);
  }

  async function tokenOf(owner: FeedOwner): Promise<string> {
    const attendeeType = owner.attendeeType ?? null;
    const [row] = await db
      .update(calendarFeeds)
      .set({ attendeeType })
      .where(eq(calendarFeeds.userId, owner.userId))
      .returning({ sealed: calendarFeeds.sealedToken });
    const token = row && sealer.open(row.sealed);
    // A token sealed under a secret since replaced cannot be shown again: the user gets a new link.
    if (row && !token) return store(owner, true);
    return token ?? store(owner, false);
  }

  return {
    tokenOf,
    regenerate: (owner) => store(owner, true),
    async revoke(userId) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
    async ownerOf(token) {
      const presented = hashOf(token);
      const [row] = await db
        .select({ userId: calendarFeeds.userId, attendeeType: calendarFeeds.attendeeType, tokenHash: calendarFeeds.tokenHash })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, presented.toString('hex')));
      if (!row) return null;
      // The index found the row by the hash; the bytes are still compared in constant time.
      const stored = Buffer.from(row.tokenHash, 'hex');
      return stored.length === presented.length && timingSafeEqual(stored, presented) ? { userId: row.userId, attendeeType: row.attendeeType ?? undefined } : null;
    },
  };
}
