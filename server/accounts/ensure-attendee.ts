import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attendees } from '../db/schema';

/** Who signed in, as the identity provider's claims tell (name, email, picture). */
export interface SignInIdentity {
  /** Matched to an imported attendee whatever its case; pass only an address the provider has verified. */
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  /** The provider's picture of the person: kept as the new attendee's photo when it is an https address. */
  picture?: string | undefined;
}

/** The attendee a signed-in person is: `userId` is the id their session carries, `attendeeId` their profile's. */
interface AccountRef {
  userId: string;
  attendeeId: string;
}

/**
 * `created`: the attendee is new. Tell the catalogue (`catalogue.attendeesChanged([attendeeId])`) so lookups of the
 * signed-in user's own attendee (`/attendee/me`, favorites) know it at once.
 */
export type EnsuredAccount = AccountRef & { created: boolean };

// Limits of the attendee contract (schemas/attendee-profile.json): claims longer than these are cut, not refused.
const NAME_LIMIT = 150;
const DISPLAY_NAME_LIMIT = 300;
const PHOTO_URL_LIMIT = 2000;
// A key space of its own for `pg_advisory_xact_lock(int, int)` (the two-key form never meets one-key locks).
const FIRST_SIGN_IN_LOCKS = 0x5349474e;

const cut = (value: string, limit: number) => [...value.trim()].slice(0, limit).join('');

const photoOf = (picture: string | undefined) => (picture && /^https:\/\/\S+$/i.test(picture) && picture.length <= PHOTO_URL_LIMIT ? picture : null);

// Not the whole address: the display name is what others see once the profile is public.
const displayNameOf = (identity: SignInIdentity, email: string) => cut(identity.displayName, DISPLAY_NAME_LIMIT) || (email.split('@')[0] as string);

async function findByEmail(db: Db, email: string): Promise<EnsuredAccount | undefined> {
  // Imported data may hold an address twice: the oldest id wins, every time.
  const [found] = await db
    .select({ userId: attendees.userId, attendeeId: attendees.attendeeId, created: sql<boolean>`false` })
    .from(attendees)
    .where(sql`lower(${attendees.email}) = lower(${email})`)
    .orderBy(asc(attendees.attendeeId))
    .limit(1);
  return found;
}

/**
 * The attendee of a person signing in: the one registered (imported) under their email, else a new one made from the
 * provider's claims. A new attendee is not shown to the public, shows no sessions and takes no meeting requests until
 * its owner says so on their profile: signing in is not consent to be listed. Two first sign-ins of one person at once
 * create one attendee: the find-or-create runs under a transaction lock on the email.
 */
export async function ensureAttendeeForUser(db: Db, identity: SignInIdentity): Promise<EnsuredAccount> {
  const email = identity.email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('A sign-in identity needs an email address');
  return (
    (await findByEmail(db, email)) ??
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_SIGN_IN_LOCKS}::int, hashtext(lower(${email})))`);
      const created = await findByEmail(tx, email);
      if (created) return created;
      const account: AccountRef = { userId: randomUUID(), attendeeId: randomUUID() };
      await tx.insert(attendees).values({
        userId: account.userId,
        attendeeId: account.attendeeId,
        displayName: displayNameOf(identity, email),
        firstName: cut(identity.firstName, NAME_LIMIT),
        lastName: cut(identity.lastName, NAME_LIMIT),
        email,
        photo: photoOf(identity.picture),
        social: {},
        displayProfileToPublic: false,
        displaySessions: false,
        isAvailableForMeetings: false,
        interests: [],
      });
      return { ...account, created: true };
    })
  );
}
