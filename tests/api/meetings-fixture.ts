import type { LightMyRequestResponse } from 'fastify';
import { rm } from 'node:fs/promises';
import { ROLE_SCOPES, type SiteSetting } from '../../src/engine';
import type { Attendee } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import { attendee } from '../engine/catalogue-search/builders';
import { contentWithSettings, flagsOn } from './favorites-content';
import type { AppOptions } from '../../server/app';
import { startServerWithReach, type AppReach, type Driver, type TestServer } from './harness';
import { callerOf } from './api-caller';

/** The moment the meeting tests live at (the server testing date): four days before the event opens. */
export const MEETINGS_NOW = '2027-03-05T12:00:00Z';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time of the event's days (2027-03-09 to 12, America/Los_Angeles, before daylight saving time), as a meeting draft sends it. */
export const eventTime = (hour: number, minute = 0, day = 9) => {
  const eventTime = `2027-03-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}`;
  return { utc: new Date(`${eventTime}:00-08:00`).toISOString(), eventTime };
};

export const MEETING_SETTINGS: SiteSetting[] = [
  ...flagsOn('Features/Networking', ['enableMySchedule', 'showMeetings', 'showMessaging', 'enableAppointmentCreation'], 150),
  { name: 'testingDate', type: 'date', category: 'Event/Dates', value: MEETINGS_NOW, order: 3, public: true },
  { name: 'eventTimezone', type: 'string', category: 'Event/Dates', value: 'America/Los_Angeles', order: 4, public: true },
  { name: 'eventStartDate', type: 'date', category: 'Event/Dates', value: '2027-03-09T08:00:00-08:00', order: 5, public: true },
  { name: 'eventEndDate', type: 'date', category: 'Event/Dates', value: '2027-03-12T18:00:00-07:00', order: 6, public: true },
];

export type Who = Parameters<TestServer['auth']>[0];

/** A signed-in attendee of that name (user id `dev-{slug}`) with the attendee role's scopes: event-tools and meetings. */
export const person = (name: string): Who => ({ scopes: [...ROLE_SCOPES.attendee], name });

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
export const userIdOf = (name: string) => `dev-${slug(name)}`;
export const keyOf = (name: string) => `att-${slug(name)}`;

/** The attendee record of a signed-in person: in the directory and available for meetings unless told otherwise. */
export const attendeeOf = (name: string, overrides: Partial<Attendee> = {}): Attendee =>
  attendee({ attendeeId: keyOf(name), displayName: name, userId: userIdOf(name), isAvailableForMeetings: true, jobTitle: 'Engineer', company: 'Contoso', ...overrides });

/** The people of the meeting tests: Avery and Blake meet, Casey is the third user, Hidden and Busy cannot be reached. */
export const PEOPLE = {
  avery: 'Avery Able',
  blake: 'Blake Bright',
  casey: 'Casey Third',
  hidden: 'Hidden Person',
  busy: 'Busy Person',
} as const;

export const crowd = (count: number) => Array.from({ length: count }, (_, index) => `Crowd Member ${index + 1}`);

export interface MeetingServer {
  server: TestServer & { reach: AppReach };
  call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Who | null, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A test server with meetings, messaging and appointments on, the testing date set, and the people above. */
export async function startMeetingServer(driver: Driver, { settings = [], overrides = {} }: { settings?: SiteSetting[]; overrides?: Partial<AppOptions> } = {}): Promise<MeetingServer> {
  // A test's own settings win over the defaults of the same name.
  const byName = new Map([...MEETING_SETTINGS, ...settings].map((setting) => [setting.name, setting]));
  const contentDir = await contentWithSettings([...byName.values()]);
  const server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 }, ...overrides });
  await writeCatalogue(server.reach.db, server.reach.live, {
    attendees: [
      attendeeOf(PEOPLE.avery),
      attendeeOf(PEOPLE.blake),
      attendeeOf(PEOPLE.casey),
      attendeeOf(PEOPLE.hidden, { displayProfileToPublic: false }),
      attendeeOf(PEOPLE.busy, { isAvailableForMeetings: false }),
      ...crowd(12).map((name) => attendeeOf(name)),
    ],
    companies: [],
  });
  return {
    server,
    call: callerOf(server),
    async close() {
      await server.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
