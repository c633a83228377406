import { rm } from 'node:fs/promises';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSetting } from '../../src/engine';
import { writeCatalogue } from '../../server/catalogue/writes';
import { attendee } from '../engine/catalogue-search/builders';
import { SITE_LOCALES } from './calendar-schedule';
import { contentWithSettings, flagsOn } from './favorites-content';
import { DRIVERS, startServerWithReach, type AppReach, type TestServer } from './harness';
import { attendeeNamed, TESTING_DATE, type Who } from './schedule-fixture';

const date = (name: string, value: string, order: number): SiteSetting => ({ name, type: 'date', category: 'Event/Dates', value, order, public: true });

/** Trip reports and meetings with a chosen place on; the testing date a few days before the event (America/Los_Angeles). */
const SETTINGS: SiteSetting[] = [
  ...flagsOn('Features/Personal', ['enableMySchedule', 'showTripReportAction'], 70),
  ...flagsOn('Features/Networking', ['showMeetings', 'enableAppointmentCreation', 'showMeetingLocation'], 150),
  date('testingDate', TESTING_DATE, 3),
  date('eventStartDate', '2027-03-09T08:00:00-08:00', 4),
  date('eventEndDate', '2027-03-12T18:00:00-08:00', 5),
];

/** Dev logins of these names are users `dev-{slug}`; their directory entries make them invitable and give them names. */
const PEOPLE = { ada: 'Ada Lovelace', bea: 'Bea Brun', cem: 'Cem Kaya', dora: 'Dora Wait', eli: 'Eli Yes' };
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const directory = Object.entries(PEOPLE).map(([key, displayName]) =>
  attendee({ attendeeId: `trip-${key}`, displayName, userId: `dev-${slug(displayName)}`, isAvailableForMeetings: true }),
);

const ADA = attendeeNamed(PEOPLE.ada);
const BEA = attendeeNamed(PEOPLE.bea);
const CEM = attendeeNamed(PEOPLE.cem);
const DORA = attendeeNamed(PEOPLE.dora);
const ELI = attendeeNamed(PEOPLE.eli);
const OLGA = attendeeNamed('Olga Other');

/** A meeting time as the form sends it: the instant and the same instant on the event's wall clock (PST, -08:00). */
const at = (eventTime: string) => ({ utc: new Date(`${eventTime}:00-08:00`).toISOString(), eventTime });

describe.each(DRIVERS)('trip report meetings and appointments (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) => {
    const response = await server.app.inject({ method, url: `/api/v1${url}`, headers: await server.auth(who), ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<{ id: string }>();
  };
  const reportOf = async (who: Who, lang = 'en-us') => {
    const response = await server.app.inject({ url: `/api/v1/schedule/tripreport/${lang}`, headers: await server.auth(who) });
    expect(response.statusCode).toBe(200);
    return (await mammoth.extractRawText({ buffer: response.rawPayload })).value;
  };
  const setShowMeetings = async (value: boolean) => {
    const payload = { changes: [{ name: 'showMeetings', value }] };
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    contentDir = await contentWithSettings(SETTINGS);
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 }, localesDirs: SITE_LOCALES });
    await writeCatalogue(server.reach.db, server.reach.live, { attendees: directory });
    const invitees = (...people: string[]) => people.map((name) => `dev-${slug(name)}`);

    const review = await call('POST', '/meeting', ADA, {
      subject: 'Roadmap review',
      time: at('2027-03-10T10:00'),
      endTime: at('2027-03-10T10:30'),
      meetingLocation: 'Meeting Center',
      area: 'Table 7',
      invitees: invitees(PEOPLE.bea, PEOPLE.cem, PEOPLE.dora, PEOPLE.eli),
    });
    await call('GET', `/meeting/${review.id}/accept`, BEA);
    await call('GET', `/meeting/${review.id}/accept`, ELI);
    await call('GET', `/meeting/${review.id}/decline`, CEM);

    const called = await call('POST', '/meeting', ADA, {
      subject: 'Called-off chat',
      time: at('2027-03-11T10:00'),
      endTime: at('2027-03-11T10:30'),
      meetingLocation: 'Teams',
      invitees: invitees(PEOPLE.bea),
    });
    await call('GET', `/meeting/${called.id}/accept`, BEA);
    await call('DELETE', `/meeting/${called.id}`, ADA);

    await call('POST', '/appointment', ADA, {
      name: 'CKA attempt',
      start: '2027-03-10T08:00:00-08:00',
      finish: '2027-03-10T09:30:00-08:00',
      location: 'Exam room 3',
      appointmentType: 'exam',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it("lists the organiser's meeting with its time, place and the people who accepted, and their appointment", async () => {
    const text = await reportOf(ADA);
    expect(text).toContain('Roadmap review');
    expect(text).toMatch(/Wed, Mar 10, 10:00\s*–\s*10:30\sAM/);
    expect(text).toContain('Location: Meeting Center, Table 7');
    expect(text).toContain('Organizer: Ada Lovelace');
    // Cem declined and Dora never answered: neither was there.
    expect(text).toContain('Participants: Bea Brun, Eli Yes');
    expect(text).not.toContain(PEOPLE.cem);
    expect(text).not.toContain(PEOPLE.dora);
    expect(text).not.toContain('Called-off chat');

    expect(text).toContain('Appointments');
    expect(text).toContain('CKA attempt');
    expect(text).toContain('Certification exam');
    expect(text).toMatch(/Wed, Mar 10, 8:00\s*–\s*9:30\sAM/);
    expect(text).toContain('Location: Exam room 3');
    expect(text).toContain("Times are shown in the event's time zone (America/Los_Angeles).");
    expect(text).not.toContain('You have no meetings.');
    expect(text.indexOf('Roadmap review')).toBeLessThan(text.indexOf('CKA attempt'));
  });

  it("lists an accepted meeting in the invitee's report, without the organiser's appointments", async () => {
    const text = await reportOf(BEA);
    expect(text).toContain('Roadmap review');
    expect(text).toContain('Organizer: Ada Lovelace');
    expect(text).toContain('Participants: Eli Yes');
    expect(text).not.toContain('Called-off chat');
    expect(text).not.toContain('CKA attempt');
    expect(text).toContain('You have no appointments.');
  });

  it('leaves a declined or unanswered invitation out', async () => {
    for (const who of [CEM, DORA]) {
      const text = await reportOf(who);
      expect(text).not.toContain('Roadmap review');
      expect(text).toContain('You have no meetings.');
    }
  });

  it("gives a third user a report without anyone else's meetings or appointments", async () => {
    const text = await reportOf(OLGA);
    expect(text).toContain('You have no meetings.');
    expect(text).toContain('You have no appointments.');
    expect(text).not.toContain('Roadmap review');
    expect(text).not.toContain('CKA attempt');
  });

  it('writes the meeting and appointment texts in the language asked for', async () => {
    const text = await reportOf(ADA, 'de-de');
    expect(text).toMatch(/Mi\., 10\. März, 10:00\s*–\s*10:30/);
    expect(text).toContain('Ort: Meeting Center, Table 7');
    expect(text).toContain('Organisator: Ada Lovelace');
    expect(text).toContain('Teilnehmende: Bea Brun, Eli Yes');
    expect(text).toContain('Termine');
    expect(text).toContain('Zertifizierungsprüfung');
  });

  it('leaves meetings and appointments out without a meeting scope, and meetings while showMeetings is off', async () => {
    const withoutScope = await reportOf({ scopes: ['event-tools'], name: PEOPLE.ada });
    expect(withoutScope).not.toContain('Roadmap review');
    expect(withoutScope).not.toContain('CKA attempt');

    await setShowMeetings(false);
    try {
      const text = await reportOf(ADA);
      expect(text).not.toContain('Roadmap review');
      expect(text).toContain('You have no meetings.');
      expect(text).toContain('CKA attempt');
    } finally {
      await setShowMeetings(true);
    }
  });
});
