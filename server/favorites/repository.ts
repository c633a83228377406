import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_FAVORITES_PER_TYPE, type FavoriteType } from '../../src/engine/lazy/favorites';
import type { Db } from '../db/client';
import { favorites } from '../db/schema';

/** What adding did: stored now, there already, or refused because the user holds the most a type allows. */
export type AddOutcome = 'added' | 'present' | 'full';

export interface FavoriteRow {
  type: FavoriteType;
  itemId: string;
}

/** One user's favorites in the database; the caller has checked the type and the item. */
export interface FavoriteRepository {
  /** Item ids of one type, the latest added first. */
  list(userId: string, type: FavoriteType): Promise<string[]>;
  /** Every favorite of the user, of all types. */
  all(userId: string): Promise<FavoriteRow[]>;
  add(userId: string, type: FavoriteType, itemId: string): Promise<AddOutcome>;
  /** Whether there was such a favorite to remove. */
  remove(userId: string, type: FavoriteType, itemId: string): Promise<boolean>;
}

const ofUser = (userId: string, type: FavoriteType) => and(eq(favorites.userId, userId), eq(favorites.type, type));

export function createFavoriteRepository(db: Db): FavoriteRepository {
  return {
    async list(userId, type) {
      const rows = await db.select({ itemId: favorites.itemId }).from(favorites).where(ofUser(userId, type)).orderBy(desc(favorites.addedAt), favorites.itemId);
      return rows.map((row) => row.itemId);
    },

    async all(userId) {
      const rows = await db.select({ type: favorites.type, itemId: favorites.itemId }).from(favorites).where(eq(favorites.userId, userId));
      return rows.map((row) => ({ type: row.type as FavoriteType, itemId: row.itemId }));
    },

    async add(userId, type, itemId) {
      // The limit check rides in the insert, and a second add of the same item is no error (idempotent). Only the
      // same user's simultaneous adds at the limit could pass it; lists answer at most the limit whatever is stored.
      // Both drivers answer with the returned rows in `rows`.
      const { rows } = (await db.execute(sql`
        insert into ${favorites} (user_id, type, item_id)
        select ${userId}::text, ${type}::smallint, ${itemId}::text
        where (select count(*) from ${favorites} where user_id = ${userId}::text and type = ${type}::smallint) < ${MAX_FAVORITES_PER_TYPE}
        on conflict do nothing
        returning item_id`)) as unknown as { rows: unknown[] };
      if (rows.length > 0) return 'added';
      const [present] = await db.select({ itemId: favorites.itemId }).from(favorites).where(and(ofUser(userId, type), eq(favorites.itemId, itemId))).limit(1);
      return present ? 'present' : 'full';
    },

    async remove(userId, type, itemId) {
      const removed = await db.delete(favorites).where(and(ofUser(userId, type), eq(favorites.itemId, itemId))).returning({ itemId: favorites.itemId });
      return removed.length > 0;
    },
  };
}
