import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import { eq } from 'drizzle-orm';
import { qaRuns } from '../../server/db/schema';
import { createQaRuns } from '../../server/qa/runs';
import { DRIVERS, startServerWithReach, type AppReach, type TestServer } from './harness';

const REQUEST: QaRunRequest = { pages: ['/home'], breakpoints: ['mobile', 'desktop'], phases: ['live'], attendeeTypes: ['attendee'], env: 'cont', language: 'en-us' };

describe.each(DRIVERS)('QA run queue (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  beforeAll(async () => {
    // The app's own runner never looks (nothing wakes it): the test's claims are the only ones.
    server = await startServerWithReach(driver, { qa: { pollMs: 3_600_000 } });
  });
  afterAll(() => server.close());

  it('gives each queued run to exactly one of many simultaneous claims', async () => {
    const runs = createQaRuns(server.reach.db);
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) ids.push(await runs.create(REQUEST, 'tester'));
    const claims = await Promise.all(Array.from({ length: 10 }, () => runs.claim()));
    const claimed = claims.flatMap((run) => (run ? [run.id] : []));
    expect(claimed.toSorted()).toEqual(ids.toSorted());
    expect(claims.filter((run) => run === undefined)).toHaveLength(4);
    expect(await runs.claim()).toBeUndefined();
  });

  it('takes over a run whose node stopped renewing its lease, from its unfinished combinations', async () => {
    const runs = createQaRuns(server.reach.db);
    const id = await runs.create(REQUEST, 'tester');
    expect((await runs.claim())?.id).toBe(id);
    await runs.startAction(id, 0, 'process-differences');
    await runs.finishResult(id, 1, { screenshot: 'a.png' });
    expect(await runs.claim()).toBeUndefined();
    await server.reach.db.update(qaRuns).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(qaRuns.id, id));
    expect((await runs.claim())?.id).toBe(id);
    expect((await runs.pending(id)).map((row) => [row.seq, row.action, row.actionStatus])).toEqual([[0, 'screenshot-page', 'not-started']]);
    await runs.finish(id, 'done');
  });

  it('queues a run in one transaction: the run and one screenshot action per combination', async () => {
    const runs = createQaRuns(server.reach.db);
    const id = await runs.create(REQUEST, 'tester');
    const found = await runs.find(id);
    expect(found?.run).toMatchObject({ status: 'queued', total: 2 });
    expect(found?.results.map((row) => [row.breakpoint, row.action, row.actionStatus])).toEqual([
      ['mobile', 'screenshot-page', 'not-started'],
      ['desktop', 'screenshot-page', 'not-started'],
    ]);
    expect(await runs.cancel(id)).toBe(true);
    expect(await runs.cancel(id)).toBe(false);
    expect((await runs.find(id))?.results.every((row) => row.action === null)).toBe(true);
  });
});
