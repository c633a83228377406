import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, mandatorySessions, sessionSeats } from '../../server/db/schema';
import { removeSessions } from '../../server/catalogue/writes';
import { createScheduleRepository } from '../../server/schedule/repository';
import type {
  AddToScheduleResult,
  AttendeeSessions,
  ScheduleAgenda,
  ScheduleChangeResult,
  ScheduleCheckResult,
  ScheduledSessions,
} from '../../src/engine/lazy/schedule';
import { SCHEDULE_ERROR_MESSAGES } from '../../src/engine/lazy/schedule';
import { attendee, session } from '../engine/catalogue-search/builders';
import { DRIVERS, json } from './harness';
import { attendeeNamed, scheduleCatalogue, startScheduleServer, type ScheduleServer, type Who } from './schedule-fixture';

describe.each(DRIVERS)('schedule API (%s)', (driver) => {
  let site: ScheduleServer;
  const put = (id: string, who: Who, body: unknown = {}) => site.call('PUT', `/schedule/session/${id}`, who, body);
  const remove = (id: string, who: Who) => site.call('DELETE', `/schedule/session/${id}`, who);
  const check = async (id: string, who: Who) => json<ScheduleCheckResult>(await site.call('GET', `/schedule/checksession/${id}`, who));
  const mine = async (who: Who) => json<ScheduledSessions>(await site.call('GET', '/schedule/sessions/en-US', who));
  const agenda = async (who: Who) => json<ScheduleAgenda>(await site.call('GET', '/schedule/agenda', who));
  const rowsOf = (sessionId: string) => site.server.reach.db.select().from(enrollments).where(eq(enrollments.sessionId, sessionId));

  beforeAll(async () => {
    site = await startScheduleServer(driver);
  });
  afterAll(() => site?.close());

  it('answers only signed-in callers with the event-tools scope', async () => {
    expect((await site.call('GET', '/schedule/agenda', null)).statusCode).toBe(401);
    expect((await site.call('GET', '/schedule/agenda', { scopes: ['session-catalog'], name: 'No Tools' })).statusCode).toBe(403);
    expect((await put('sch-plain', { scopes: ['session-catalog'], name: 'No Tools' })).statusCode).toBe(403);
    expect(await site.server.reach.db.select().from(enrollments).where(eq(enrollments.userId, 'dev-no-tools'))).toEqual([]);
  });

  it('adds a plain session, lists it, shows it on the agenda, and removes it', async () => {
    const ada = attendeeNamed('Ada Plain');
    const added = await put('SCH100', ada);
    expect(added.statusCode).toBe(200);
    expect(json<AddToScheduleResult>(added)).toEqual({ success: true, message: 'Session added to your schedule', addedSessions: [{ sessionId: 'sch-plain', isWaitlisted: false }], id: 'sch-plain' });
    expect(json<AddToScheduleResult>(await put('sch-plain', ada))).toMatchObject({ message: 'Session is already on your schedule' });
    expect(await mine(ada)).toEqual([{ sessionId: 'sch-plain', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: true }]);
    const { events, timeZone, businessHours, days } = await agenda(ada);
    expect(events).toEqual([expect.objectContaining({ id: 'sch-plain', title: 'Plain talk', eventTypeValue: 'Topic', state: 'accepted', canBeRemovedFromSchedule: true, enrollmentStatus: 'scheduled' })]);
    expect({ timeZone, businessHours, days: days.length > 0 }).toEqual({ timeZone: 'America/Los_Angeles', businessHours: { start: 480, end: 1080 }, days: true });
    expect(json<ScheduleChangeResult>(await remove('sch-plain', ada))).toEqual({ success: true, message: 'Session removed from your schedule', sessionId: 'sch-plain', enrollmentStatus: 'cancelled' });
    expect(await mine(ada)).toEqual([]);
    expect(json<ScheduleChangeResult>(await remove('sch-plain', ada))).toMatchObject({ message: 'Session is not on your schedule', enrollmentStatus: 'cancelled' });
  });

  it('walks an RSVP session through its states: open, scheduled, waitlist open, waitlisted, waitlist full, and promotes on cancel', async () => {
    const [first, second, third] = ['Rita First', 'Rob Second', 'Ria Third'].map(attendeeNamed) as [Who, Who, Who];
    expect(await check('sch-rsvp', first)).toEqual({ success: true, message: '', rsvpState: 'open', enrollmentStatus: null, seatsLeft: 1, waitlistLeft: 1 });

    const unconfirmed = await put('sch-rsvp', first);
    expect([unconfirmed.statusCode, json(unconfirmed).message]).toEqual([400, SCHEDULE_ERROR_MESSAGES['confirmation-required']]);
    expect(await rowsOf('sch-rsvp')).toEqual([]);

    expect(json<AddToScheduleResult>(await put('sch-rsvp', first, { confirmed: true })).addedSessions).toEqual([{ sessionId: 'sch-rsvp', isWaitlisted: false }]);
    expect(await check('sch-rsvp', first)).toMatchObject({ rsvpState: 'scheduled', enrollmentStatus: 'scheduled', seatsLeft: 0 });
    expect(await check('sch-rsvp', second)).toMatchObject({ rsvpState: 'waitlist-open', seatsLeft: 0, waitlistLeft: 1 });

    const waitlisted = json<AddToScheduleResult>(await put('sch-rsvp', second, { confirmed: true }));
    expect(waitlisted).toMatchObject({ message: 'Session added to the waitlist', addedSessions: [{ sessionId: 'sch-rsvp', isWaitlisted: true }] });
    expect(await check('sch-rsvp', second)).toMatchObject({ rsvpState: 'waitlisted', enrollmentStatus: 'waitlisted' });
    expect((await agenda(second)).events).toEqual([expect.objectContaining({ id: 'sch-rsvp', state: 'pending', enrollmentStatus: 'waitlisted' })]);

    expect(await check('sch-rsvp', third)).toMatchObject({ success: false, rsvpState: 'waitlist-full', message: SCHEDULE_ERROR_MESSAGES['waitlist-full'] });
    const full = await put('sch-rsvp', third, { confirmed: true });
    expect([full.statusCode, json(full).message]).toEqual([409, SCHEDULE_ERROR_MESSAGES['waitlist-full']]);

    // The seat freed by the first attendee goes to the second, in the same transaction.
    expect(json<ScheduleChangeResult>(await remove('sch-rsvp', first))).toMatchObject({ enrollmentStatus: 'cancelled' });
    expect(await check('sch-rsvp', second)).toMatchObject({ rsvpState: 'scheduled', enrollmentStatus: 'scheduled', seatsLeft: 0, waitlistLeft: 1 });
    expect(await check('sch-rsvp', third)).toMatchObject({ rsvpState: 'waitlist-open' });

    // Leaving the waitlist frees its place.
    expect(json<AddToScheduleResult>(await put('sch-rsvp', third, { confirmed: true })).addedSessions[0]?.isWaitlisted).toBe(true);
    expect(json<ScheduleChangeResult>(await remove('sch-rsvp', third))).toMatchObject({ message: 'You left the waitlist', enrollmentStatus: 'cancelled' });
    const [seats] = await site.server.reach.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, 'sch-rsvp'));
    expect(seats).toEqual({ sessionId: 'sch-rsvp', scheduled: 1, waitlisted: 0 });
  });

  it('refuses RSVPs outside their window, restricted and in-person-only sessions, and roundtable adds, changing nothing', async () => {
    const remote = { scopes: ['event-tools', 'session-catalog'], name: 'Remy Remote' };
    const cases: [string, Who, number, string][] = [
      ['sch-soon', attendeeNamed('Nora Early'), 409, SCHEDULE_ERROR_MESSAGES['rsvp-not-open']],
      ['sch-closed', attendeeNamed('Nora Early'), 409, SCHEDULE_ERROR_MESSAGES['rsvp-closed']],
      ['sch-vip', attendeeNamed('Nora Early'), 403, SCHEDULE_ERROR_MESSAGES.restricted],
      ['sch-onsite', remote, 403, SCHEDULE_ERROR_MESSAGES['in-person-only']],
      ['sch-rt', attendeeNamed('Nora Early'), 400, SCHEDULE_ERROR_MESSAGES.roundtable],
    ];
    for (const [id, who, status, message] of cases) {
      const response = await put(id, who, { confirmed: true });
      expect([id, response.statusCode, json(response).message]).toEqual([id, status, message]);
      expect(await rowsOf(id)).toEqual([]);
    }
    expect(await check('sch-soon', attendeeNamed('Nora Early'))).toMatchObject({ success: false, rsvpState: 'not-open' });
    expect(await check('sch-closed', attendeeNamed('Nora Early'))).toMatchObject({ rsvpState: 'closed' });
    expect(await check('sch-vip', attendeeNamed('Nora Early'))).toMatchObject({ rsvpState: 'restricted' });
    expect(await check('sch-vip', { scopes: ['event-tools', 'inperson', 'press'], name: 'Pat Press' })).toMatchObject({ success: true, rsvpState: 'open' });
  });

  it('answers unknown sessions and bad input with 4xx, changing nothing', async () => {
    const ned = attendeeNamed('Ned Nobody');
    const unknown = await put('no-such-session', ned, { confirmed: true });
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, 'Could not find session with ID no-such-session']);
    expect((await remove('no-such-session', ned)).statusCode).toBe(404);
    expect((await site.call('GET', '/schedule/checksession/no-such-session', ned)).statusCode).toBe(404);
    expect((await put('sch-plain', ned, { confirmed: 'yes' })).statusCode).toBe(400);
    expect((await put('sch-plain', ned, { seat: 3 })).statusCode).toBe(400);
    expect((await site.call('POST', '/schedule/session/sch-rt/status', ned, { status: 'confirmed' })).statusCode).toBe(400);
    expect((await site.call('POST', '/schedule/changes/seen', ned, { sessionIds: [] })).statusCode).toBe(400);
    expect((await site.call('GET', '/schedule/sessions/not a language', ned)).statusCode).toBe(400);
    expect(await site.server.reach.db.select().from(enrollments).where(eq(enrollments.userId, 'dev-ned-nobody'))).toEqual([]);
  });

  it('cancels a roundtable nomination (nominated → cancelled) and refuses when there is none', async () => {
    const nina = attendeeNamed('Nina Nominee');
    const none = await site.call('POST', '/schedule/session/sch-rt/status', nina, { status: 'cancelled' });
    expect([none.statusCode, json(none).message]).toEqual([400, SCHEDULE_ERROR_MESSAGES['no-nomination']]);
    const repository = createScheduleRepository(site.server.reach.db);
    expect(await repository.nominate('dev-nina-nominee', 'sch-rt', { why: 'curious' }, { start: null, end: null, roomId: null, location: null })).toEqual({ status: 'nominated', changed: true });
    expect(await mine(nina)).toEqual([{ sessionId: 'sch-rt', enrollmentStatus: 'nominated', canBeRemovedFromSchedule: true }]);
    expect((await agenda(nina)).events).toEqual([expect.objectContaining({ id: 'sch-rt', eventTypeValue: 'ProductRoundtable', state: 'pending' })]);
    expect(json<ScheduleChangeResult>(await site.call('POST', '/schedule/session/sch-rt/status', nina, { status: 'cancelled' }))).toEqual({
      success: true,
      message: 'Nomination cancelled',
      sessionId: 'sch-rt',
      enrollmentStatus: 'cancelled',
    });
    expect(await mine(nina)).toEqual([]);
  });

  it('keeps mandatory agenda items on the schedule of their attendee type and refuses to remove them', async () => {
    await site.server.reach.db.insert(mandatorySessions).values({ sessionId: 'sch-keynote', attendeeType: 'inperson-attendee' });
    const mia = attendeeNamed('Mia Mandatory');
    const remote = { scopes: ['event-tools', 'session-catalog'], name: 'Remy Remote' };
    expect(await mine(mia)).toEqual([{ sessionId: 'sch-keynote', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: false }]);
    expect(await mine(remote)).toEqual([]);
    expect((await agenda(mia)).events).toEqual([expect.objectContaining({ id: 'sch-keynote', eventTypeValue: 'AgendaItem', isMandatory: true, canBeRemovedFromSchedule: false })]);
    const refused = await remove('sch-keynote', mia);
    expect([refused.statusCode, json(refused).message]).toEqual([400, SCHEDULE_ERROR_MESSAGES.mandatory]);
    expect(await mine(mia)).toEqual([{ sessionId: 'sch-keynote', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: false }]);
    expect(await check('sch-keynote', mia)).toMatchObject({ enrollmentStatus: 'scheduled' });
    await site.server.reach.db.delete(mandatorySessions).where(and(eq(mandatorySessions.sessionId, 'sch-keynote')));
  });

  it('marks a session added before it became mandatory as not removable', async () => {
    const early = attendeeNamed('Ed Early');
    await put('sch-moving', early);
    await site.server.reach.db.insert(mandatorySessions).values({ sessionId: 'sch-moving', attendeeType: 'inperson-attendee' });
    try {
      expect(await mine(early)).toEqual([{ sessionId: 'sch-moving', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: false }]);
    } finally {
      await site.server.reach.db.delete(mandatorySessions).where(eq(mandatorySessions.sessionId, 'sch-moving'));
    }
    expect(await mine(early)).toEqual([{ sessionId: 'sch-moving', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: true }]);
    await remove('sch-moving', early);
  });

  it('adds favorite sessions with on-demand video as on-demand bookmarks while session favorites are on', async () => {
    const bea = attendeeNamed('Bea Bookmark');
    const setFavorites = async (value: boolean) => {
      const response = await site.call('POST', '/siteeditor/setting/cont', 'siteeditor', { changes: [{ name: 'enableFavorites', value }] });
      expect(json(response)).toMatchObject({ result: 'saved' });
    };
    await site.write({ sessions: [session({ sessionId: 'sch-video', sessionCode: 'SCH400', title: 'Recorded talk', deliveryTypes: ['Digital'], onDemand: [{ url: 'https://video.example.com/sch400' }] })] });
    for (const id of ['sch-video', 'sch-plain']) expect((await site.call('POST', `/favorite/4/${id}`, bea)).statusCode, id).toBe(200);
    expect((await agenda(bea)).events).toEqual([
      expect.objectContaining({ id: 'sch-video', isOnDemand: true, state: 'accepted', canBeRemovedFromSchedule: false, enrollmentStatus: null }),
    ]);
    expect(await mine(bea)).toEqual([]);
    await setFavorites(false);
    try {
      expect((await agenda(bea)).events).toEqual([]);
    } finally {
      await setFavorites(true);
    }
    // On the schedule as well: shown once, as scheduled.
    await put('sch-video', bea);
    expect((await agenda(bea)).events).toEqual([expect.objectContaining({ id: 'sch-video', isOnDemand: false, canBeRemovedFromSchedule: true, enrollmentStatus: 'scheduled' })]);
    expect((await site.call('DELETE', '/favorite/4/sch-video', bea)).statusCode).toBe(200);
    await remove('sch-video', bea);
    expect((await agenda(bea)).events).toEqual([]);
  });

  it('tells an attendee what moved on their schedule until they have seen it, and when a session is cancelled', async () => {
    const moe = attendeeNamed('Moe Mover');
    await put('sch-moving', moe);
    expect((await agenda(moe)).changes).toEqual([]);
    const [moving] = scheduleCatalogue().sessions?.filter((candidate) => candidate.sessionId === 'sch-moving') ?? [];
    // Written again unchanged: no news.
    await site.write({ sessions: [moving!] });
    expect((await agenda(moe)).changes).toEqual([]);
    await site.write({ sessions: [{ ...moving!, startDateTime: '2027-03-09T11:00:00-08:00', endDateTime: '2027-03-09T12:00:00-08:00', location: 'Hall B' }] });
    expect((await agenda(moe)).changes).toEqual([
      {
        sessionId: 'sch-moving',
        sessionCode: 'SCH101',
        title: 'Moving talk',
        kinds: ['time', 'room'],
        before: { start: '2027-03-09T09:00:00-08:00', end: '2027-03-09T10:00:00-08:00', roomId: null, location: 'Hall A' },
        after: { start: '2027-03-09T11:00:00-08:00', end: '2027-03-09T12:00:00-08:00', roomId: null, location: 'Hall B' },
      },
    ]);
    // Another attendee's schedule is untouched by it.
    expect((await agenda(attendeeNamed('Ada Plain'))).changes).toEqual([]);
    expect((await site.call('POST', '/schedule/changes/seen', moe, { sessionIds: ['sch-moving'] })).statusCode).toBe(204);
    expect((await agenda(moe)).changes).toEqual([]);

    await removeSessions(site.server.reach.db, site.server.reach.live, ['sch-moving']);
    expect((await agenda(moe)).changes).toEqual([expect.objectContaining({ sessionId: 'sch-moving', kinds: ['cancelled'], after: null, before: expect.objectContaining({ location: 'Hall B' }) })]);
    const entries = await createScheduleRepository(site.server.reach.db).calendarEntries('dev-moe-mover', 'inperson-attendee', new Date(Date.now() - 30 * 86_400_000));
    expect(entries).toEqual([expect.objectContaining({ sessionId: 'sch-moving', status: 'cancelled', sequence: 2, removedAt: expect.any(Date), mandatory: false })]);
    // A session gone from the programme can still be taken off the schedule.
    expect(json<ScheduleChangeResult>(await remove('sch-moving', moe))).toMatchObject({ enrollmentStatus: 'cancelled' });
  });

  it('keeps each schedule to its owner: another user neither reads nor changes it', async () => {
    const [owner, other] = [attendeeNamed('Olive Owner'), attendeeNamed('Carl Curious')];
    await put('sch-plain', owner);
    expect(await mine(other)).toEqual([]);
    expect(json<ScheduleChangeResult>(await remove('sch-plain', other))).toMatchObject({ message: 'Session is not on your schedule', enrollmentStatus: null });
    expect(await mine(owner)).toEqual([{ sessionId: 'sch-plain', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: true }]);
    expect(await site.server.reach.db.select({ n: sql<number>`count(*)::int` }).from(enrollments).where(eq(enrollments.userId, 'dev-carl-curious'))).toEqual([{ n: 0 }]);
  });

  it('shows a shared schedule to anyone only while its owner shares it', async () => {
    const sharer = attendeeNamed('Sasha Sharer');
    await put('sch-plain', sharer);
    await put('sch-rsvp', sharer, { confirmed: true }); // waitlisted: not shown
    const profile = attendee({ attendeeId: 'att-sasha', displayName: 'Sasha Sharer', userId: 'dev-sasha-sharer', displaySessions: false });
    const shared = () => site.call('POST', '/attendee/att-sasha/sessions/en-US', null, {});
    await site.write({ attendees: [profile] });
    expect((await shared()).statusCode).toBe(404);
    await site.write({ attendees: [{ ...profile, displaySessions: true }] });
    const open = await shared();
    expect(open.statusCode).toBe(200);
    expect(json<AttendeeSessions>(open)).toMatchObject({ attendeeId: 'att-sasha', displayName: 'Sasha Sharer', timeZone: 'America/Los_Angeles', events: [expect.objectContaining({ id: 'sch-plain', location: null })] });
    expect(json<AttendeeSessions>(await site.call('POST', '/attendee/att-sasha/sessions/en-US', null, { date: '2027-03-10' })).events).toEqual([]);
    expect(json<AttendeeSessions>(await site.call('POST', '/attendee/att-sasha/sessions/en-US', null, { date: '2027-03-09' })).events).toHaveLength(1);
    await site.write({ attendees: [{ ...profile, displaySessions: true, displayProfileToPublic: false }] });
    expect((await shared()).statusCode).toBe(404);
    await site.write({ attendees: [{ ...profile, displaySessions: false }] });
    expect((await shared()).statusCode).toBe(404);
    expect((await site.call('POST', '/attendee/nobody/sessions/en-US', null, {})).statusCode).toBe(404);
  });

  it('records a new session at sequence 0 and a moved one at the next', async () => {
    await site.write({ sessions: [session({ sessionId: 'sch-new', deliveryTypes: ['Digital'] })] });
    const entries = async () => {
      await put('sch-new', attendeeNamed('Quinn Sequence'));
      return createScheduleRepository(site.server.reach.db).calendarEntries('dev-quinn-sequence', undefined, new Date(0));
    };
    expect(await entries()).toEqual([expect.objectContaining({ sessionId: 'sch-new', status: 'scheduled', sequence: 0 })]);
    await site.write({ sessions: [session({ sessionId: 'sch-new', deliveryTypes: ['Digital'], roomId: null, location: 'Elsewhere' })] });
    expect(await entries()).toEqual([expect.objectContaining({ sessionId: 'sch-new', sequence: 1 })]);
  });
});

describe.each(DRIVERS)('a session that becomes capacity-controlled (%s)', (driver) => {
  let site: ScheduleServer;
  beforeAll(async () => {
    site = await startScheduleServer(driver);
  });
  afterAll(() => site?.close());

  it('counts the seats taken before, so the next RSVP waits and a cancel promotes it', async () => {
    const [early, late] = [attendeeNamed('Eli Early'), attendeeNamed('Lou Late')];
    const plain = session({ sessionId: 'sch-turned', deliveryTypes: ['Digital'] });
    await site.write({ sessions: [plain] });
    await site.call('PUT', '/schedule/session/sch-turned', early, {});
    await site.write({ sessions: [{ ...plain, capacity: 1, waitlistCapacity: 1, rsvpOpensAt: '2027-03-01T00:00:00Z' }] });
    expect(json<AddToScheduleResult>(await site.call('PUT', '/schedule/session/sch-turned', late, { confirmed: true })).addedSessions).toEqual([{ sessionId: 'sch-turned', isWaitlisted: true }]);
    expect(json<ScheduleChangeResult>(await site.call('DELETE', '/schedule/session/sch-turned', early))).toMatchObject({ enrollmentStatus: 'cancelled' });
    expect(json<ScheduledSessions>(await site.call('GET', '/schedule/sessions/en-US', late))).toEqual([{ sessionId: 'sch-turned', enrollmentStatus: 'scheduled', canBeRemovedFromSchedule: true }]);
    const [seats] = await site.server.reach.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, 'sch-turned'));
    expect(seats).toEqual({ sessionId: 'sch-turned', scheduled: 1, waitlisted: 0 });
  });
});
