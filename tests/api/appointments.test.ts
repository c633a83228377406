import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema';
import { flagsOn } from './favorites-content';
import { DRIVERS } from './harness';
import { eventTime, PEOPLE, person, startMeetingServer, userIdOf, type MeetingServer } from './meetings-fixture';

const avery = person(PEOPLE.avery);
const blake = person(PEOPLE.blake);
const casey = person(PEOPLE.casey);

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Prepare the demo',
  description: 'Quiet time',
  start: eventTime(13).utc,
  finish: eventTime(14).utc,
  location: 'Hotel',
  appointmentType: 'block',
  ...overrides,
});

describe.each(DRIVERS)('appointments (%s)', (driver) => {
  let site: MeetingServer;
  const count = async () => (await site.server.reach.db.select({ n: sql<number>`count(*)::int` }).from(appointments))[0]?.n;

  beforeAll(async () => {
    site = await startMeetingServer(driver);
  });
  afterAll(() => site?.close());

  it('creates, reads, edits and deletes an appointment of one\'s own', async () => {
    const created = await site.call('POST', '/appointment', avery, fields());
    expect(created.statusCode, created.body).toBe(200);
    const appointment = created.json();
    expect(appointment).toMatchObject({ name: 'Prepare the demo', appointmentType: 'block', location: 'Hotel', start: eventTime(13).utc, finish: eventTime(14).utc });
    expect((await site.call('GET', `/appointment/${appointment.id}`, avery)).json()).toEqual(appointment);
    const edited = await site.call('PUT', '/appointment', avery, { ...fields({ name: 'Lab: containers', appointmentType: 'lab', location: '  ' }), id: appointment.id });
    expect(edited.json()).toMatchObject({ id: appointment.id, name: 'Lab: containers', appointmentType: 'lab', location: null });
    expect((await site.call('DELETE', `/appointment/${appointment.id}`, avery)).statusCode).toBe(204);
    expect((await site.call('GET', `/appointment/${appointment.id}`, avery)).statusCode).toBe(404);
  });

  it('answers 404 to a third user for every call about someone else\'s appointment, changing nothing', async () => {
    const appointment = (await site.call('POST', '/appointment', avery, fields())).json();
    expect((await site.call('GET', `/appointment/${appointment.id}`, casey)).statusCode).toBe(404);
    expect((await site.call('PUT', '/appointment', casey, { ...fields({ name: 'Taken over' }), id: appointment.id })).statusCode).toBe(404);
    expect((await site.call('DELETE', `/appointment/${appointment.id}`, casey)).statusCode).toBe(404);
    expect((await site.call('GET', `/appointment/${appointment.id}`, avery)).json().name).toBe('Prepare the demo');
  });

  it('refuses times outside the event and bad fields with the field and message, saving nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ start: '2027-03-01T10:00:00Z', finish: '2027-03-01T11:00:00Z' }, '/start', 'outside-event: an appointment must lie within the event dates', 'outside-event'],
      [{ start: '2027-03-12T23:00:00-08:00', finish: '2027-03-13T01:00:00-08:00' }, '/start', 'outside-event: an appointment must lie within the event dates', 'outside-event'],
      [{ finish: eventTime(12).utc }, '/finish', 'The appointment must finish after it starts', 'end-before-start'],
      [{ name: '  ' }, '/name', 'An appointment needs a name', 'name-required'],
    ];
    for (const [overrides, path, message, code] of cases) {
      const response = await site.call('POST', '/appointment', avery, fields(overrides));
      expect([response.statusCode, response.json().message, response.json().details[0].path]).toEqual([400, message, path]);
      // The code the page says in the reader's language.
      expect(response.json().details[0].code).toBe(code);
    }
    expect((await site.call('POST', '/appointment', avery, fields({ appointmentType: 'party' }))).statusCode).toBe(400);
    expect((await site.call('POST', '/appointment', avery, { ...fields(), owner: 'someone' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('needs the meetings scope to write, and sign-in to read', async () => {
    expect((await site.call('POST', '/appointment', { scopes: ['event-tools'], name: PEOPLE.casey }, fields())).statusCode).toBe(403);
    expect((await site.call('GET', '/appointment/anything', null)).statusCode).toBe(401);
  });

  it('puts meetings and appointments on My schedule as their event types, with the caller\'s answer', async () => {
    const appointment = (await site.call('POST', '/appointment', blake, fields({ name: 'Certification exam', appointmentType: 'exam' }))).json();
    const meeting = (await site.call('POST', '/meeting', avery, { subject: 'Agenda check', time: eventTime(9), endTime: eventTime(9, 45), invitees: [userIdOf(PEOPLE.blake)] })).json();
    const events = (await site.call('GET', '/schedule/agenda', blake)).json().events;
    expect(events.find((event: { id: string }) => event.id === meeting.id)).toMatchObject({
      eventTypeValue: 'Meeting',
      state: 'pending',
      organizer: PEOPLE.avery,
      detailNavigation: `/meetings/${meeting.id}`,
      eventSize: 45,
      participants: [expect.objectContaining({ userId: userIdOf(PEOPLE.blake), invitationResponse: 'pending' })],
    });
    expect(events.find((event: { id: string }) => event.id === appointment.id)).toMatchObject({ eventTypeValue: 'Appointment', isCertificationExam: true, detailNavigation: `/appointments/${appointment.id}` });
    await site.call('GET', `/meeting/${meeting.id}/accept`, blake);
    const accepted = (await site.call('GET', '/schedule/agenda', blake)).json().events.find((event: { id: string }) => event.id === meeting.id);
    expect(accepted.state).toBe('accepted');
    await site.call('DELETE', `/meeting/${meeting.id}`, avery);
    const afterCancel = (await site.call('GET', '/schedule/agenda', blake)).json().events;
    expect(afterCancel.some((event: { id: string }) => event.id === meeting.id)).toBe(false);
    expect((await site.call('GET', '/schedule/agenda', casey)).json().events.some((event: { id: string }) => event.id === appointment.id)).toBe(false);
  });
});

describe('appointments and meetings switched off', () => {
  let site: MeetingServer;
  beforeAll(async () => {
    site = await startMeetingServer('pglite', { settings: flagsOn('Features/Networking', ['enableMySchedule'], 150).concat([
      { name: 'showMeetings', type: 'flag', category: 'Features/Networking', value: false, order: 151, public: true },
      { name: 'showMessaging', type: 'flag', category: 'Features/Networking', value: false, order: 152, public: true },
      { name: 'enableAppointmentCreation', type: 'flag', category: 'Features/Networking', value: false, order: 153, public: true },
    ]) });
  });
  afterAll(() => site?.close());

  it('refuses new appointments, meetings and messages with the flag named', async () => {
    expect((await site.call('POST', '/appointment', avery, fields())).json()).toMatchObject({ message: 'Appointments are not open to you' });
    expect((await site.call('GET', '/meeting/meetings', avery)).json()).toMatchObject({ message: 'Meetings are switched off (showMeetings)' });
    expect((await site.call('GET', '/conversation', avery)).json()).toMatchObject({ message: 'Messaging is switched off (showMessaging)' });
  });
});
