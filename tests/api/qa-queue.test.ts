import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import { qaRuns } from '../../server/db/schema';
import { createImageComparer } from '../../server/qa/compare';
import { createQaDesigns } from '../../server/qa/designs';
import { createQaFiles } from '../../server/qa/files';
import { startQaRunner, type CapturesPages } from '../../server/qa/runner';
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
    const claimed = claims.flatMap((claim) => (claim ? [claim.run.id] : []));
    expect(claimed.toSorted()).toEqual(ids.toSorted());
    expect(claims.filter((claim) => claim === undefined)).toHaveLength(4);
    expect(await runs.claim()).toBeUndefined();
  });

  it('takes over a run whose node stopped renewing its lease, from its unfinished combinations; the old claim writes nothing more', async () => {
    const runs = createQaRuns(server.reach.db);
    const id = await runs.create(REQUEST, 'tester');
    const first = await runs.claim();
    expect(first?.run.id).toBe(id);
    const old = first as NonNullable<typeof first>;
    expect(await runs.startAction(old, 0, 'process-differences')).toBe(true);
    expect(await runs.finishResult(old, 1, { screenshot: 'a.png' })).toBe(true);
    expect(await runs.claim()).toBeUndefined();
    await server.reach.db.update(qaRuns).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(qaRuns.id, id));
    const taken = await runs.claim();
    expect(taken?.run.id).toBe(id);
    expect((await runs.pending(id)).map((row) => [row.seq, row.action, row.actionStatus])).toEqual([[0, 'screenshot-page', 'not-started']]);
    // The node that lost the run (it was only slow) finds its claim gone and records nothing.
    expect(await runs.renew(old)).toBe(false);
    expect(await runs.startAction(old, 0, 'process-differences')).toBe(false);
    expect(await runs.finishResult(old, 0, { error: 'late' })).toBe(false);
    await runs.finish(old, 'failed', 'late');
    expect((await runs.find(id))?.run.status).toBe('running');
    await runs.finish(taken as NonNullable<typeof taken>, 'done');
    expect((await runs.find(id))?.run.status).toBe('done');
  });

  it('a cancel ends the claim: the working node can record no action or result after it', async () => {
    const runs = createQaRuns(server.reach.db);
    const id = await runs.create(REQUEST, 'tester');
    const claim = (await runs.claim()) as NonNullable<Awaited<ReturnType<typeof runs.claim>>>;
    expect(await runs.startAction(claim, 0, 'screenshot-page')).toBe(true);
    expect(await runs.cancel(id)).toBe(true);
    expect(await runs.startAction(claim, 1, 'screenshot-page')).toBe(false);
    expect(await runs.finishResult(claim, 0, { screenshot: 'a.png' })).toBe(false);
    const found = await runs.find(id);
    expect(found?.run.status).toBe('cancelled');
    expect(found?.results.map((row) => [row.action, row.finishedAt])).toEqual([[null, null], [null, null]]);
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

  it('records the error of a combination that fails and goes on with the others', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-qa-files-'));
    const { db, settings } = server.reach;
    const runs = createQaRuns(db);
    const files = createQaFiles(dir, '/api/v1');
    const white = await sharp({ create: { width: 539, height: 600, channels: 4, background: '#ffffff' } }).png().toBuffer();
    // Stands in for the browser only: under test is what the runner records when one capture fails.
    const screenshotter: CapturesPages = {
      capture: async ({ url }) => {
        if (url.includes('/broken')) throw new Error(`Could not open ${url}: net::ERR_ABORTED`);
        return { png: Buffer.from(white), masks: [] };
      },
      close: async () => undefined,
    };
    const ended = async (id: string) => {
      for (;;) {
        const found = await runs.find(id);
        if (found && !['queued', 'running'].includes(found.run.status)) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const runner = startQaRunner({
      runs,
      files,
      screenshotter,
      settings,
      designs: createQaDesigns(db, files),
      comparer: createImageComparer({ workers: 1 }),
      siteEnv: 'cont',
      siteOrigin: () => 'http://127.0.0.1:9',
      concurrency: 2,
      pollMs: 50,
      onError: (error) => {
        throw error;
      },
    });
    try {
      const mixed = await ended(await runs.create({ ...REQUEST, pages: ['/broken', '/home'], breakpoints: ['mobile'] }, 'tester'));
      expect(mixed.run).toMatchObject({ status: 'done', error: null });
      expect(mixed.results.map((row) => [row.page, row.error?.split(':')[0] ?? null, row.screenshot !== null, row.finishedAt !== null])).toEqual([
        ['/broken', 'Could not open http', false, true],
        ['/home', null, true, true],
      ]);
      const broken = await ended(await runs.create({ ...REQUEST, pages: ['/broken'] }, 'tester'));
      expect(broken.run).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Could not open/) });
    } finally {
      await runner.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
