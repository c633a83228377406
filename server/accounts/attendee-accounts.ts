import type { Accounts } from '../auth/accounts';
import { namesOf } from '../auth/oidc/identity';
import type { Db } from '../db/client';
import { ensureAttendeeForUser } from './ensure-attendee';

/**
 * Sign-in's accounts are the conference's attendees: a person is the attendee their provider-verified email names
 * (imported from registration), or a new unlisted attendee. An address the provider has not verified could name
 * someone else's registration, so such a sign-in is refused rather than matched or recorded.
 */
export function attendeeAccounts(db: Db, announce: (attendeeIds: readonly string[]) => Promise<void>): Accounts {
  return {
    async onSignIn(identity) {
      const { email, emailVerified, picture } = identity;
      if (!email || !emailVerified) return { refused: 'unverified' };
      const account = await ensureAttendeeForUser(db, { email, ...namesOf(identity), picture });
      if (account.created) await announce([account.attendeeId]);
      return { userId: account.userId };
    },
  };
}
