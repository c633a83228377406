import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendeeProfiles, attendees, companies, userConsents } from '../db/schema';

/** The global answer's row names no exhibitor. */
const GLOBAL = '';

export interface StoredConsent {
  /** Undefined for the global answer. */
  exhibitorName?: string;
  optedIn: boolean;
}

/** One user's consents in the database, and what decides them. */
export interface ConsentRepository {
  list(userId: string): Promise<StoredConsent[]>;
  /** Keeps the user's latest answer for the exhibitor (or the global one): one row each, however often they answer. */
  answer(userId: string, consent: StoredConsent): Promise<void>;
  /** The country of the user's attendee profile; undefined without a profile or a country. */
  countryOf(userId: string): Promise<string | undefined>;
  exhibitorExists(name: string): Promise<boolean>;
}

export function createConsentRepository(db: Db): ConsentRepository {
  return {
    async list(userId) {
      const rows = await db
        .select({ exhibitorName: userConsents.exhibitorName, optedIn: userConsents.optedIn })
        .from(userConsents)
        .where(eq(userConsents.userId, userId))
        .orderBy(userConsents.exhibitorName);
      return rows.map(({ exhibitorName, optedIn }) => (exhibitorName === GLOBAL ? { optedIn } : { exhibitorName, optedIn }));
    },

    async answer(userId, { exhibitorName = GLOBAL, optedIn }) {
      await db
        .insert(userConsents)
        .values({ userId, exhibitorName, optedIn })
        .onConflictDoUpdate({ target: [userConsents.userId, userConsents.exhibitorName], set: { optedIn, answeredAt: sql`now()` } });
    },

    async countryOf(userId) {
      const [row] = await db
        .select({ country: attendeeProfiles.country })
        .from(attendees)
        .innerJoin(attendeeProfiles, eq(attendeeProfiles.attendeeId, attendees.attendeeId))
        .where(eq(attendees.userId, userId))
        .limit(1);
      return row?.country ?? undefined;
    },

    async exhibitorExists(name) {
      const [row] = await db.select({ id: companies.companyId }).from(companies).where(eq(companies.name, name)).limit(1);
      return row !== undefined;
    },
  };
}
