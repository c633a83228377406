import type { LightMyRequestResponse } from 'fastify';
import { rm } from 'node:fs/promises';
import { ROLE_SCOPES, type SiteSetting } from '../../src/engine';
import type { CatalogueData } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import { session } from '../engine/catalogue-search/builders';
import { contentWithSettings, FAVORITE_SETTINGS } from './favorites-content';
import { startServerWithReach, type AppReach, type Driver, type TestServer } from './harness';
import { callerOf } from './api-caller';

/** The moment the schedule tests live at (the server testing date): RSVP windows are judged against it. */
export const TESTING_DATE = '2027-03-05T12:00:00Z';

const flag = (name: string, value = true): SiteSetting => ({ name, type: 'flag', category: 'Features/Schedule', value, order: 70, public: true });

const SCHEDULE_SETTINGS: SiteSetting[] = [
  flag('enableMySchedule'),
  flag('enableShareScheduleFeature'),
  flag('enableAttendees'),
  { name: 'testingDate', type: 'date', category: 'Event/Dates', value: TESTING_DATE, order: 3, public: true },
];

const hybrid = ['In-Person', 'Digital'];
const rsvp = { rsvpOpensAt: '2027-03-01T08:00:00-08:00', rsvpClosesAt: '2027-03-09T08:00:00-08:00', deliveryTypes: hybrid };

/** A programme with one session per schedule rule. */
export const scheduleCatalogue = (): Partial<CatalogueData> => ({
  sessions: [
    session({ sessionId: 'sch-plain', sessionCode: 'SCH100', title: 'Plain talk', deliveryTypes: hybrid }),
    session({ sessionId: 'sch-moving', sessionCode: 'SCH101', title: 'Moving talk', deliveryTypes: hybrid, roomId: null, location: 'Hall A' }),
    session({ sessionId: 'sch-rsvp', sessionCode: 'SCH200', title: 'One-seat workshop', capacity: 1, waitlistCapacity: 1, ...rsvp }),
    session({ sessionId: 'sch-big', sessionCode: 'SCH201', title: 'Popular lab', capacity: 50, waitlistCapacity: 20, ...rsvp }),
    session({ sessionId: 'sch-race', sessionCode: 'SCH202', title: 'Raced lab', capacity: 10, waitlistCapacity: 5, ...rsvp }),
    session({ sessionId: 'sch-soon', sessionCode: 'SCH203', capacity: 10, waitlistCapacity: 0, ...rsvp, rsvpOpensAt: '2027-03-06T08:00:00-08:00' }),
    session({ sessionId: 'sch-closed', sessionCode: 'SCH204', capacity: 10, waitlistCapacity: 0, ...rsvp, rsvpClosesAt: '2027-03-04T08:00:00-08:00' }),
    session({ sessionId: 'sch-vip', sessionCode: 'SCH205', capacity: 10, waitlistCapacity: 0, ...rsvp, restrictedScopes: ['vip', 'press'] }),
    session({ sessionId: 'sch-onsite', sessionCode: 'SCH206', title: 'On-site only', deliveryTypes: ['In-Person'] }),
    session({ sessionId: 'sch-rt', sessionCode: 'SCH300', title: 'Roundtable', sessionType: { logicalValue: 'Roundtable', displayValue: 'Roundtable' }, deliveryTypes: hybrid }),
    session({ sessionId: 'sch-keynote', sessionCode: 'SCH001', title: 'Opening keynote', sessionType: { logicalValue: 'Keynote', displayValue: 'Keynote' }, deliveryTypes: hybrid }),
  ],
});

export type Who = Parameters<TestServer['auth']>[0];

/** An in-person attendee of that name (user id `dev-{slug}`), who holds the event-tools scope. */
export const attendeeNamed = (name: string): Who => ({ scopes: [...ROLE_SCOPES['inperson-attendee']], name });

export interface ScheduleServer {
  server: TestServer & { reach: AppReach };
  write(data: Partial<CatalogueData>): Promise<void>;
  call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who: Who | null, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A test server with the schedule and favorites switched on, the testing date set, and the schedule programme. */
export async function startScheduleServer(driver: Driver): Promise<ScheduleServer> {
  const contentDir = await contentWithSettings([...SCHEDULE_SETTINGS, ...FAVORITE_SETTINGS]);
  const server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
  const write = async (data: Partial<CatalogueData>) => {
    await writeCatalogue(server.reach.db, server.reach.live, data);
  };
  await write(scheduleCatalogue());
  return {
    server,
    write,
    call: callerOf(server),
    async close() {
      await server.close();
      await rm(contentDir, { recursive: true, force: true });
    },
  };
}
