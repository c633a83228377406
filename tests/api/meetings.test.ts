import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingParticipants, meetings } from '../../server/db/schema';
import { DRIVERS } from './harness';
import { crowd, eventTime, keyOf, PEOPLE, person, startMeetingServer, userIdOf, type MeetingServer } from './meetings-fixture';

const avery = person(PEOPLE.avery);
const blake = person(PEOPLE.blake);
const casey = person(PEOPLE.casey);

const draft = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Coffee and roadmap',
  description: 'Let us talk about the roadmap.',
  time: eventTime(10),
  endTime: eventTime(10, 30),
  invitees: [userIdOf(PEOPLE.blake)],
  ...overrides,
});

describe.each(DRIVERS)('meetings (%s)', (driver) => {
  let site: MeetingServer;
  let taken = 0;
  /** A fresh half hour of the event's days for each meeting (20 a day from 8:00), so tests do not conflict with each other. */
  const slot = () => {
    taken += 1;
    const day = 9 + Math.floor(taken / 20);
    const hour = 8 + Math.floor((taken % 20) / 2);
    const minute = (taken % 2) * 30;
    return { time: eventTime(hour, minute, day), endTime: eventTime(hour, minute + 29, day) };
  };
  const create = async (overrides: Record<string, unknown> = {}, who = avery) => site.call('POST', '/meeting', who, draft({ ...slot(), ...overrides }));
  const created = async (overrides: Record<string, unknown> = {}, who = avery) => {
    const response = await create(overrides, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string; time: string; endTime: string }>();
  };

  beforeAll(async () => {
    site = await startMeetingServer(driver);
    taken = 0;
  });
  afterAll(() => site?.close());

  it('lets Avery invite Blake: both read it, Blake is pending, Avery owns it as accepted', async () => {
    const meeting = await created();
    const mine = (await site.call('GET', `/meeting/${meeting.id}`, avery)).json();
    expect(mine).toMatchObject({ subject: 'Coffee and roadmap', status: 'active', ownerId: userIdOf(PEOPLE.avery), ownerDisplayName: PEOPLE.avery, userResponse: 'accepted', meetingLocation: 'Teams', meetingTypeName: 'attendee-to-attendee' });
    expect(mine.requests).toEqual([{ userId: userIdOf(PEOPLE.blake), attendeeId: keyOf(PEOPLE.blake), displayName: PEOPLE.blake, photo: null, invitationResponse: 'pending' }]);
    expect((await site.call('GET', `/meeting/${meeting.id}`, blake)).json()).toMatchObject({ userResponse: 'pending' });
    expect((await site.call('GET', '/meeting/pendingCount', blake)).json()).toEqual({ count: expect.any(Number) });
  });

  it('answers 404 to a third user for every call about the meeting, and changes nothing', async () => {
    const meeting = await created();
    const calls: [method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown][] = [
      ['GET', `/meeting/${meeting.id}`],
      ['GET', `/meeting/${meeting.id}/accept`],
      ['GET', `/meeting/${meeting.id}/decline`],
      ['DELETE', `/meeting/${meeting.id}`],
      ['PUT', '/meeting', { ...draft(), id: meeting.id, time: { utc: meeting.time, eventTime: '2027-03-09T09:00' }, endTime: { utc: meeting.endTime, eventTime: '2027-03-09T09:29' } }],
      ['POST', '/meeting/message', { meetingId: meeting.id, body: 'Let me in' }],
      ['GET', `/conversation/meeting/${meeting.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await site.call(method, url, casey, payload);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      expect(response.json().message).toBe('Could not find meeting');
    }
    expect((await site.call('GET', '/meeting/meetings', casey)).json().meetings.map((found: { id: string }) => found.id)).not.toContain(meeting.id);
    const [stored] = await site.server.reach.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(stored?.status).toBe('active');
  });

  it('lets only the organiser edit and cancel; invitees accept and decline', async () => {
    const meeting = await created();
    const edit = { ...draft(), id: meeting.id, subject: 'Renamed', time: { utc: meeting.time, eventTime: 'x' }, endTime: { utc: meeting.endTime, eventTime: 'x' } };
    expect((await site.call('PUT', '/meeting', blake, { ...edit, time: eventTime(8), endTime: eventTime(8, 30) })).statusCode).toBe(403);
    expect((await site.call('DELETE', `/meeting/${meeting.id}`, blake)).statusCode).toBe(403);
    const accepted = await site.call('GET', `/meeting/${meeting.id}/accept`, blake);
    expect(accepted.json()).toMatchObject({ meetingId: meeting.id, userResponse: 'accepted' });
    expect((await site.call('GET', `/meeting/${meeting.id}/accept`, avery)).statusCode).toBe(400);
    expect((await site.call('GET', `/meeting/${meeting.id}/decline`, blake)).json()).toMatchObject({ userResponse: 'declined' });
    const cancelled = await site.call('DELETE', `/meeting/${meeting.id}`, avery);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await site.call('GET', `/meeting/${meeting.id}`, blake)).json()).toMatchObject({ status: 'cancelled' });
    const late = await site.call('GET', `/meeting/${meeting.id}/accept`, blake);
    expect([late.statusCode, late.json().message, late.json().details[0].code]).toEqual([409, 'This meeting is cancelled', 'cancelled']);
  });

  it('keeps answers of invitees who stay, invites new ones and removes left-out ones on an edit', async () => {
    const [first, second] = crowd(2).map(userIdOf);
    const meeting = await created({ invitees: [userIdOf(PEOPLE.blake), first] });
    await site.call('GET', `/meeting/${meeting.id}/accept`, blake);
    const times = { time: { utc: meeting.time, eventTime: '2027-03-09T00:00' }, endTime: { utc: meeting.endTime, eventTime: '2027-03-09T00:00' } };
    const edited = await site.call('PUT', '/meeting', avery, { ...draft(), ...times, id: meeting.id, subject: 'Edited', invitees: [userIdOf(PEOPLE.blake), second] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().requests.map((request: { userId: string; invitationResponse: string }) => [request.userId, request.invitationResponse])).toEqual(
      [
        [userIdOf(PEOPLE.blake), 'accepted'],
        [second, 'pending'],
      ].sort(),
    );
  });

  it('refuses bad drafts with the field and the spec message, saving nothing', async () => {
    const before = await site.server.reach.db.select({ n: sql<number>`count(*)::int` }).from(meetings);
    const tenInvitees = crowd(10).map(userIdOf);
    const cases: [Record<string, unknown>, number, string, string, string][] = [
      [{ subject: '   ' }, 400, '/subject', 'A meeting needs a subject', 'subject-required'],
      [{ time: { utc: '2027-03-01T10:00:00.000Z', eventTime: '2027-03-01T02:00' }, endTime: { utc: '2027-03-01T11:00:00.000Z', eventTime: '2027-03-01T03:00' } }, 400, '/time', 'A meeting cannot start in the past', 'in-the-past'],
      [{ time: eventTime(11), endTime: eventTime(10) }, 400, '/endTime', 'The meeting must end after it starts', 'end-before-start'],
      [{ invitees: tenInvitees }, 400, '/invitees', 'You have reached the maximum numbers of attendees', 'capacity'],
      [{ invitees: [userIdOf(PEOPLE.busy)] }, 400, '/invitees/0', 'This attendee is not available for meetings', 'not-available'],
      [{ invitees: [userIdOf(PEOPLE.hidden)] }, 400, '/invitees/0', 'This attendee is not available for meetings', 'not-available'],
      [{ invitees: ['nobody-at-all'] }, 400, '/invitees/0', 'This attendee is not available for meetings', 'not-available'],
      [{ time: { utc: '2027-04-01T10:00:00.000Z', eventTime: '2027-04-01T03:00' }, endTime: { utc: '2027-04-01T11:00:00.000Z', eventTime: '2027-04-01T04:00' } }, 400, '/time', 'outside-event', 'outside-event'],
    ];
    for (const [overrides, status, path, message, code] of cases) {
      const response = await create(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      const body = response.json();
      expect(body.details.some((detail: { path: string; message: string }) => detail.path === path && (detail.message === message || body.message === message))).toBe(true);
      expect(body.details[0].code, JSON.stringify(overrides)).toBe(code);
    }
    const schemaRefusal = await create({ invitees: [], subject: 'x'.repeat(201) });
    expect(schemaRefusal.statusCode).toBe(400);
    expect((await site.call('POST', '/meeting', avery, { ...draft(), meetingUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const after = await site.server.reach.db.select({ n: sql<number>`count(*)::int` }).from(meetings);
    expect(after).toEqual(before);
  });

  it('accepts nine invitees (capacity 10 with the owner) and drops the owner and duplicates without a word', async () => {
    const nine = crowd(9).map(userIdOf);
    const meeting = await created({ invitees: [...nine, nine[0], userIdOf(PEOPLE.avery)] });
    expect((await site.call('GET', `/meeting/${meeting.id}`, avery)).json().requests).toHaveLength(9);
  });

  it('answers 409 naming the conflict when the organiser or an invitee already meets then', async () => {
    const times = slot();
    await created({ ...times, invitees: [userIdOf(crowd(11)[10] as string)] });
    const mine = await create({ ...times, invitees: [userIdOf(PEOPLE.blake)] });
    expect([mine.statusCode, mine.json().message, mine.json().details[0].code]).toEqual([409, 'You already have a meeting at this time', 'conflict-own']);
    const theirs = await create({ ...times, invitees: [userIdOf(crowd(11)[10] as string)] }, blake);
    expect([theirs.statusCode, theirs.json().message, theirs.json().details[0].code]).toEqual([409, 'This time is taken: Crowd Member 11 already has a meeting then', 'conflict']);
  });

  it('lists the caller\'s meetings in the spec order: pending, accepted, declined, owned, cancelled', async () => {
    const dana = person('Crowd Member 12');
    const danaId = userIdOf('Crowd Member 12');
    const pending = await created({ invitees: [danaId] });
    const accepted = await created({ invitees: [danaId] });
    const declined = await created({ invitees: [danaId] });
    const cancelled = await created({ invitees: [danaId] });
    const owned = await created({ invitees: [userIdOf(PEOPLE.blake)] }, dana);
    await site.call('GET', `/meeting/${accepted.id}/accept`, dana);
    await site.call('GET', `/meeting/${declined.id}/decline`, dana);
    await site.call('DELETE', `/meeting/${cancelled.id}`, avery);
    const listed = (await site.call('GET', '/meeting/meetings', dana)).json().meetings.map((meeting: { id: string }) => meeting.id);
    expect(listed).toEqual([pending.id, accepted.id, declined.id, owned.id, cancelled.id]);
    expect((await site.call('GET', '/meeting/pendingCount', dana)).json()).toEqual({ count: 1 });
  });

  it('suggests invitees from two characters: available attendees in the directory, never the caller', async () => {
    const names = async (term: string, who = avery) =>
      (await site.call('GET', `/attendee/meetings/suggest/en-US/${encodeURIComponent(term)}/10`, who)).json().attendees.map((found: { displayName: string }) => found.displayName);
    expect(await names('Blake..')).toEqual([PEOPLE.blake]);
    expect(await names('Person')).toEqual([]);
    expect(await names('Avery')).toEqual([]);
    expect((await site.call('GET', '/attendee/meetings/suggest/en-US/B/10', avery)).statusCode).toBe(400);
    const suggestion = (await site.call('GET', '/attendee/meetings/suggest/en-US/Blake/10', avery)).json().attendees[0];
    expect(Object.keys(suggestion).sort()).toEqual(['attendeeId', 'company', 'displayName', 'jobTitle', 'photo', 'userId']);
  });

  it('tells the form the capacity, the place rule, the time zone and the event days', async () => {
    expect((await site.call('GET', '/meeting/meetingDetails', avery)).json()).toEqual({
      capacityLimit: 10,
      inviteeLimit: 9,
      showMeetingLocation: false,
      timeZone: 'America/Los_Angeles',
      eventStart: '2027-03-09T08:00:00.000Z',
      eventEnd: '2027-03-13T08:00:00.000Z',
      videoMeetingLeadMinutes: 0,
      videoMeetingTrailMinutes: 0,
    });
  });

  it('keeps every meeting online in Teams while showMeetingLocation is off, whatever is sent', async () => {
    const meeting = await created({ meetingLocation: 'Room 12', area: 'North', tableSize: 4, meetingUrl: 'https://meet.example.com/abc' });
    expect((await site.call('GET', `/meeting/${meeting.id}`, avery)).json()).toMatchObject({ meetingLocation: 'Teams', area: null, tableSize: null, meetingUrl: 'https://meet.example.com/abc' });
  });

  it('refuses callers without the meetings scope, and signed-out visitors', async () => {
    const toolsOnly = { scopes: ['event-tools'], name: PEOPLE.casey };
    expect((await site.call('GET', '/meeting/meetings', toolsOnly)).statusCode).toBe(403);
    expect((await site.call('POST', '/meeting', toolsOnly, draft())).statusCode).toBe(403);
    expect((await site.call('GET', '/meeting/meetings', null)).statusCode).toBe(401);
    expect((await site.call('GET', '/meeting/pendingCount', { scopes: ['expertconnect'], name: PEOPLE.casey })).statusCode).toBe(200);
  });

  it('refuses a cross-site GET answer (a link on another site) and lets the site\'s own page answer', async () => {
    const meeting = await created();
    const headers = await site.server.auth(blake);
    const url = `/api/v1/meeting/${meeting.id}/accept`;
    const crossSite = await site.server.app.inject({ method: 'GET', url, headers: { ...headers, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const own = await site.server.app.inject({ method: 'GET', url, headers: { ...headers, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
  });

  it('never lets concurrent accepts and the organiser\'s cancel leave a cancelled meeting with answers after it', async () => {
    const nine = crowd(9);
    const meeting = await created({ invitees: nine.map(userIdOf) });
    const answers = nine.map((name) => site.call('GET', `/meeting/${meeting.id}/accept`, person(name)));
    const cancel = site.call('DELETE', `/meeting/${meeting.id}`, avery);
    const results = await Promise.all([...answers, cancel]);
    const statuses = results.slice(0, 9).map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(results[9]?.statusCode).toBe(200);
    const [stored] = await site.server.reach.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(stored?.status).toBe('cancelled');
    const rows = await site.server.reach.db.select().from(meetingParticipants).where(eq(meetingParticipants.meetingId, meeting.id));
    expect(rows).toHaveLength(9);
    const accepted = rows.filter((row) => row.response === 'accepted');
    expect(accepted).toHaveLength(statuses.filter((status) => status === 200).length);
    // Both times are taken under the meeting's row lock: every stored answer came before the cancel.
    const cancelledAt = stored?.updatedAt.getTime() ?? 0;
    expect(accepted.filter((row) => (row.respondedAt?.getTime() ?? Number.POSITIVE_INFINITY) > cancelledAt)).toEqual([]);
  });

  it('never stores two meetings of one organiser in the same time when they are saved at once', async () => {
    const times = slot();
    const invitees = crowd(5).map(userIdOf);
    const results = await Promise.all(invitees.map((invitee) => create({ ...times, invitees: [invitee] }, blake)));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});
