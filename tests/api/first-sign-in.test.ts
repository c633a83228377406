import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeAccounts } from '../../server/accounts/attendee-accounts';
import { ensureAttendeeForUser, type SignInIdentity } from '../../server/accounts/ensure-attendee';
import { writeCatalogue } from '../../server/catalogue/writes';
import { attendees } from '../../server/db/schema';
import { ROLE_SCOPES } from '../../src/engine';
import { attendee } from '../engine/catalogue-search/builders';
import { DRIVERS, startServerWithReach, type AppReach, type TestServer } from './harness';

const identity = (email: string, overrides: Partial<SignInIdentity> = {}): SignInIdentity => ({
  email,
  displayName: 'Kim Koala',
  firstName: 'Kim',
  lastName: 'Koala',
  ...overrides,
});

describe.each(DRIVERS)('first sign-in (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  const stored = async (email: string) =>
    server.reach.db.select().from(attendees).where(sql`lower(${attendees.email}) = lower(${email})`);

  beforeAll(async () => {
    server = await startServerWithReach(driver);
    await writeCatalogue(server.reach.db, server.reach.live, {
      attendees: [attendee({ attendeeId: 'imported-kim', userId: 'registration-kim', email: 'Kim.Koala@Example.com', displayName: 'Kim Imported' })],
    });
  });
  afterAll(() => server.close());

  it('finds the imported attendee by email whatever its case, and changes nothing of it', async () => {
    const account = await ensureAttendeeForUser(server.reach.db, identity(' kim.koala@EXAMPLE.com ', { displayName: 'Someone Else' }));
    expect(account).toEqual({ userId: 'registration-kim', attendeeId: 'imported-kim', created: false });
    expect((await stored('kim.koala@example.com')).map((row) => row.displayName)).toEqual(['Kim Imported']);
  });

  it('creates an unlisted attendee from the claims, keeping an https picture only', async () => {
    const account = await ensureAttendeeForUser(server.reach.db, identity('lee@example.org', { displayName: 'Lee Lyrebird', firstName: 'Lee', lastName: 'Lyrebird', picture: 'https://idp.example.org/lee.png' }));
    expect(account.created).toBe(true);
    const [row] = await stored('lee@example.org');
    expect(row).toMatchObject({ ...account.created && { attendeeId: account.attendeeId, userId: account.userId }, displayName: 'Lee Lyrebird', photo: 'https://idp.example.org/lee.png', displayProfileToPublic: false, displaySessions: false, isAvailableForMeetings: false });
    await ensureAttendeeForUser(server.reach.db, identity('max@example.org', { picture: 'http://idp.example.org/max.png' }));
    expect((await stored('max@example.org'))[0]?.photo).toBeNull();
    await expect(ensureAttendeeForUser(server.reach.db, identity('not-an-address'))).rejects.toThrow(/email/);
  });

  it('names a new attendee from a provider that sends only `name`, or no name at all', async () => {
    const accounts = attendeeAccounts(server.reach.db, () => Promise.resolve());
    const signIn = (email: string, name?: string) => accounts.onSignIn({ issuer: 'https://idp.example.org', subject: email, email, emailVerified: true, name });
    await signIn('ola@example.org', 'Ola Ostrich Olsen');
    expect((await stored('ola@example.org'))[0]).toMatchObject({ displayName: 'Ola Ostrich Olsen', firstName: 'Ola', lastName: 'Ostrich Olsen' });
    await signIn('quoll@example.org');
    expect((await stored('quoll@example.org'))[0]).toMatchObject({ displayName: 'quoll', firstName: '', lastName: '' });
  });

  it('makes an attendee the sign-in created known to the catalogue at the first profile call', async () => {
    const account = await ensureAttendeeForUser(server.reach.db, identity('nina@example.org', { displayName: 'Nina Numbat' }));
    const { token } = await server.reach.sessions.start({ user: { id: account.userId, role: 'attendee', displayName: 'Nina Numbat', firstName: 'Nina', lastName: 'Numbat', email: 'nina@example.org', scopes: [...ROLE_SCOPES.attendee] } });
    const get = (url: string) => server.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/attendee/me')).statusCode).toBe(404);
    expect((await get('/profile')).json()).toMatchObject({ id: account.attendeeId, displayName: 'Nina Numbat' });
    expect((await get('/attendee/me')).json()).toMatchObject({ attendeeId: account.attendeeId, email: 'nina@example.org' });
  });

  it('creates one attendee when the same person’s first sign-ins race', async () => {
    const email = `racer-${driver}@example.net`;
    const accounts = await Promise.all(Array.from({ length: 12 }, (_, n) => ensureAttendeeForUser(server.reach.db, identity(n % 2 ? email.toUpperCase() : email))));
    expect(new Set(accounts.map((account) => account.attendeeId)).size).toBe(1);
    expect(accounts.filter((account) => account.created)).toHaveLength(1);
    expect(await stored(email)).toHaveLength(1);
  });
});
