import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, sessionSeats } from '../../server/db/schema';
import { DRIVERS } from './harness';
import { attendeeNamed, startScheduleServer, type ScheduleServer, type Who } from './schedule-fixture';

// On PostgreSQL the app's pool runs up to 10 transactions at once; on PGlite they run one at a time.
describe.each(DRIVERS)('schedule under concurrent RSVPs (%s)', (driver) => {
  let site: ScheduleServer;
  const put = (id: string, who: Who) => site.call('PUT', `/schedule/session/${id}`, who, { confirmed: true });
  const remove = (id: string, who: Who) => site.call('DELETE', `/schedule/session/${id}`, who);
  const users = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => attendeeNamed(`${prefix} ${index}`));

  /** Enrollment counts by status, and the seat counters, of a session. */
  async function tally(sessionId: string) {
    const rows = await site.server.reach.db
      .select({ status: enrollments.status, n: sql<number>`count(*)::int`, users: sql<number>`count(distinct ${enrollments.userId})::int` })
      .from(enrollments)
      .where(eq(enrollments.sessionId, sessionId))
      .groupBy(enrollments.status);
    const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    const [seats] = await site.server.reach.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId));
    return { scheduled: count('scheduled'), waitlisted: count('waitlisted'), cancelled: count('cancelled'), counters: { scheduled: seats?.scheduled, waitlisted: seats?.waitlisted } };
  }

  beforeAll(async () => {
    site = await startScheduleServer(driver);
  });
  afterAll(() => site?.close());

  it('gives 300 simultaneous RSVPs for 50 seats and 20 waitlist places exactly 50 seats, 20 places and 230 refusals', async () => {
    const crowd = users('Crowd', 300);
    // Sign everyone in first, so the requests themselves start together.
    await Promise.all(crowd.map((who) => site.call('GET', '/schedule/sessions/en-US', who)));
    const responses = await Promise.all(crowd.map((who) => put('sch-big', who)));
    const statuses = responses.map((response) => response.statusCode);
    const waitlisted = responses.filter((response) => response.statusCode === 200 && response.json().addedSessions[0].isWaitlisted).length;
    expect({ ok: statuses.filter((status) => status === 200).length, waitlisted, refused: statuses.filter((status) => status === 409).length }).toEqual({ ok: 70, waitlisted: 20, refused: 230 });
    expect(await tally('sch-big')).toEqual({ scheduled: 50, waitlisted: 20, cancelled: 0, counters: { scheduled: 50, waitlisted: 20 } });
    const [distinct] = await site.server.reach.db.select({ n: sql<number>`count(distinct ${enrollments.userId})::int`, rows: sql<number>`count(*)::int` }).from(enrollments).where(eq(enrollments.sessionId, 'sch-big'));
    expect(distinct).toEqual({ n: 70, rows: 70 });
  });

  it('counts one place for one user adding the same session ten times at once', async () => {
    const eager = attendeeNamed('Eager Clicker');
    const responses = await Promise.all(Array.from({ length: 10 }, () => put('sch-race', eager)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await tally('sch-race')).toMatchObject({ scheduled: 1, counters: { scheduled: 1, waitlisted: 0 } });
    await remove('sch-race', eager);
  });

  it('keeps counters, capacity and the waitlist order right while cancels, leaves and adds race', async () => {
    const holders = users('Holder', 10);
    const waiting = users('Waiter', 5);
    for (const who of [...holders, ...waiting]) await put('sch-race', who);
    expect(await tally('sch-race')).toMatchObject({ scheduled: 10, waitlisted: 5 });
    const newcomers = users('Newcomer', 12);
    await Promise.all(newcomers.map((who) => site.call('GET', '/schedule/sessions/en-US', who)));
    const responses = await Promise.all([
      ...holders.slice(0, 6).map((who) => remove('sch-race', who)),
      ...waiting.slice(0, 2).map((who) => remove('sch-race', who)),
      ...newcomers.map((who) => put('sch-race', who)),
    ]);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    const after = await tally('sch-race');
    expect(after.counters).toEqual({ scheduled: after.scheduled, waitlisted: after.waitlisted });
    expect(after.scheduled).toBeLessThanOrEqual(10);
    expect(after.waitlisted).toBeLessThanOrEqual(5);
    // Nobody waits while a seat is free.
    if (after.waitlisted > 0) expect(after.scheduled).toBe(10);
    // Six seats were freed, each going to the longest-waiting attendee: the three waiters who stayed were ahead of
    // every newcomer, so they all hold seats now.
    const stayed = await site.server.reach.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(sql`${enrollments.sessionId} = 'sch-race' and ${enrollments.userId} in ('dev-waiter-2', 'dev-waiter-3', 'dev-waiter-4')`);
    expect(stayed.map((row) => row.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  });
});
