import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeProfiles, attendees, companies, userConsents } from '../../server/db/schema';
import type { Role } from '../../src/engine';
import type { ConsentState } from '../../src/engine/lazy/consent';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';

/**
 * Spec 1 §6, §7: POST /userconsent (exhibitorName, optedIn) answers sharing one's data with one exhibitor, or with all
 * when none is named; users in Korea cannot consent. Each user reads and answers only their own consents.
 */

type Who = Role | { scopes: string[]; name: string } | undefined;

const STRANGER = { scopes: ['session-catalog'], name: 'Third User' };

describe.each(DRIVERS)('consent to share data (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let exhibitor: string;

  const headers = async (who: Who) => (who ? server.auth(who) : {});
  const read = async (who: Who) => server.app.inject({ url: '/api/v1/userconsent', headers: await headers(who) });
  const answer = async (who: Who, payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/v1/userconsent', headers: await headers(who), payload: payload as Record<string, unknown> });
  const rowsOf = (userId: string) => server.reach.db.select().from(userConsents).where(eq(userConsents.userId, userId));
  /** As the profile keeps it: on the attendee's profile row. */
  const setCountry = async (userId: string, country: string | null) => {
    const [attendee] = await server.reach.db.select({ attendeeId: attendees.attendeeId }).from(attendees).where(eq(attendees.userId, userId));
    if (!attendee) throw new Error(`no attendee for ${userId}`);
    const row = { attendeeId: attendee.attendeeId, country };
    await server.reach.db.insert(attendeeProfiles).values(row).onConflictDoUpdate({ target: attendeeProfiles.attendeeId, set: { country } });
  };

  beforeAll(async () => {
    server = await startServerWithReach(driver);
    const [company] = await server.reach.db.select({ name: companies.name }).from(companies).limit(1);
    if (!company) throw new Error('the demo has no company');
    exhibitor = company.name;
  });
  afterAll(() => server.close());

  it('starts with no answers, and says the attendee may consent', async () => {
    expect(json<ConsentState>(await read('attendee'))).toEqual({ canConsent: true, consents: [] });
  });

  it('keeps one global answer and one per exhibitor, the latest each, however often the user answers', async () => {
    await answer('attendee', { optedIn: true });
    await answer('attendee', { optedIn: true });
    await answer('attendee', { exhibitorName: exhibitor, optedIn: true });
    const last = await answer('attendee', { exhibitorName: exhibitor, optedIn: false });
    expect(last.statusCode).toBe(200);
    const state = json<ConsentState>(last);
    expect(state.consents).toEqual(expect.arrayContaining([{ optedIn: true }, { exhibitorName: exhibitor, optedIn: false }]));
    expect(state.consents).toHaveLength(2);
    expect(json<ConsentState>(await read('attendee'))).toEqual(state);
    expect(await rowsOf('dev-attendee')).toHaveLength(2);
  });

  it('refuses an exhibitor the catalogue does not hold (404), storing nothing', async () => {
    const response = await answer('speaker', { exhibitorName: 'No Such Exhibitor Ltd', optedIn: true });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ message: 'Could not find exhibitor "No Such Exhibitor Ltd"' });
    expect(await rowsOf('dev-speaker')).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['no answer', { exhibitorName: 'x' }],
    ['an answer that is not a boolean', { optedIn: 'yes' }],
    ['an empty exhibitor name', { exhibitorName: '', optedIn: true }],
    ['a field the contract does not name', { optedIn: true, userId: 'dev-attendee' }],
  ])('refuses %s (400), storing nothing', async (_case, payload) => {
    expect((await answer('speaker', payload)).statusCode).toBe(400);
    expect(await rowsOf('dev-speaker')).toEqual([]);
  });

  it('asks an anonymous caller to sign in', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await answer(undefined, { optedIn: true })).statusCode).toBe(401);
  });

  it('never shows or changes another user’s answers', async () => {
    const before = await rowsOf('dev-attendee');
    expect(json<ConsentState>(await read(STRANGER))).toEqual({ canConsent: true, consents: [] });
    const answered = await answer(STRANGER, { exhibitorName: exhibitor, optedIn: true });
    expect(answered.statusCode).toBe(200);
    // The answer is the stranger's own state: none of the attendee's answers in it.
    expect(json<ConsentState>(answered)).toEqual({ canConsent: true, consents: [{ exhibitorName: exhibitor, optedIn: true }] });
    expect(await rowsOf('dev-attendee')).toEqual(before);
    expect(json<ConsentState>(await read(STRANGER)).consents).toEqual([{ exhibitorName: exhibitor, optedIn: true }]);
  });

  describe('a user in Korea', () => {
    beforeAll(async () => {
      await answer('inperson-attendee', { exhibitorName: exhibitor, optedIn: true });
      await setCountry('dev-inperson-attendee', 'KR');
    });
    afterAll(() => setCountry('dev-inperson-attendee', null));

    it('may not consent (403 with a readable reason), globally or per exhibitor', async () => {
      for (const payload of [{ optedIn: true }, { exhibitorName: exhibitor, optedIn: true }]) {
        const response = await answer('inperson-attendee', payload);
        expect(response.statusCode).toBe(403);
        expect(json(response)).toMatchObject({ message: 'Users in Korea cannot consent to share their data with exhibitors.' });
      }
    });

    it('sees a consent given before the country changed as not given, and may still withdraw it', async () => {
      expect(json<ConsentState>(await read('inperson-attendee'))).toEqual({ canConsent: false, consents: [{ exhibitorName: exhibitor, optedIn: false }] });
      expect((await answer('inperson-attendee', { exhibitorName: exhibitor, optedIn: false })).statusCode).toBe(200);
      expect(await rowsOf('dev-inperson-attendee')).toEqual([expect.objectContaining({ exhibitorName: exhibitor, optedIn: false })]);
    });
  });
});
