import type { Accounts } from '../auth/accounts';
import type { Db } from '../db/client';
import { ensureAttendeeForUser } from './ensure-attendee';

/**
 * Sign-in's accounts are the conference's attendees: a person is the attendee their provider-verified email names
 * (imported from registration), or a new unlisted attendee. An address the provider has not verified could name
 * someone else's registration, so such a sign-in is refused rather than matched or recorded.
 */
export function attendeeAccounts(db: Db, announce: (attendeeIds: readonly string[]) => Promise<void>): Accounts {
  return {
    async onSignIn({ email, emailVerified, name, givenName, familyName, picture }) {
      if (!email || !emailVerified) return { refused: 'unverified' };
      const firstName = givenName ?? '';
      const lastName = familyName ?? '';
      const account = await ensureAttendeeForUser(db, { email, displayName: name ?? `${firstName} ${lastName}`.trim(), firstName, lastName, picture });
      if (account.created) await announce([account.attendeeId]);
      return { userId: account.userId };
    },
  };
}
