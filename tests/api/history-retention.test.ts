import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisions } from '../../server/db/schema';
import { pruneHistory } from '../../server/history/retention';
import { stateAt } from '../../server/history/store';
import type { Subject } from '../../server/history/subject';
import type { BlockInstance } from '../../src/engine';
import { heading } from './blocks';
import { DRIVERS, startServerWithReach, type AppReach, type TestServer } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number, hour: number) => new Date(NOW.getTime() - days * DAY_MS + (hour - 12) * 60 * 60 * 1000);

const page = (blocks: number, version: (index: number) => string): BlockInstance[] =>
  Array.from({ length: blocks }, (_, index) => heading(`block-${index}`, version(index), { props: { heading: version(index), subheading: 'A line of text that every block carries along.' } }));

describe.each(DRIVERS)('history retention and storage (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  /** Records one revision per (day, hour), each changing one block, and dates it there. */
  async function history(subject: Extract<Subject, { kind: 'page' }>, times: Date[], actions: ('save' | 'copy')[] = []): Promise<number[]> {
    const { db } = server.reach;
    const ids: number[] = [];
    let blocks = page(5, () => 'first');
    for (const [index, at] of times.entries()) {
      const next = blocks.map((block, position) => (position === index % 5 ? { ...block, props: { heading: `edit ${index}` } } : block));
      const revision = await server.reach.history.record(db, { subject, before: index === 0 ? undefined : { state: blocks }, after: next, action: actions[index] ?? 'save', editor: { id: 'u-1', name: 'Editor' } });
      await db.update(revisions).set({ at }).where(eq(revisions.id, revision?.id ?? 0));
      ids.push(revision?.id ?? 0);
      blocks = next;
    }
    return ids;
  }

  const statesOf = async (ids: number[]) => {
    const rows = await server.reach.db.select().from(revisions).where(inArray(revisions.id, ids)).orderBy(revisions.id);
    return Promise.all(rows.map(async (row) => [row.id, await stateAt(server.reach.db, row)] as const));
  };

  it('keeps every revision of the last 90 days and the newest of each older day, each still reading the same document', async () => {
    const subject = { kind: 'page', env: 'cont', page: 'retention', phase: 'pre-event' } as const;
    const old = [100, 99, 98].flatMap((days) => [9, 13, 17].map((hour) => daysAgo(days, hour)));
    const recent = [2, 1, 0].flatMap((days) => [9, 10, 11].map((hour) => daysAgo(days, hour)));
    const ids = await history(subject, [...old, ...recent]);
    const before = new Map(await statesOf(ids));

    expect(await pruneHistory(server.reach.db, { keepAllDays: 90 }, NOW)).toBe(6);

    const keptIds = [ids[2], ids[5], ids[8], ...ids.slice(9)];
    const after = await statesOf(ids);
    expect(after.map(([id]) => id)).toEqual(keptIds);
    for (const [id, state] of after) expect(state).toEqual(before.get(id));
    expect(await pruneHistory(server.reach.db, { keepAllDays: 90 }, NOW)).toBe(0);
  });

  it('never prunes the newest revision of a document, however old', async () => {
    const subject = { kind: 'page', env: 'cont', page: 'retention-old', phase: 'pre-event' } as const;
    const ids = await history(subject, [daysAgo(400, 9), daysAgo(400, 10)]);
    const newest = (await statesOf(ids)).at(-1);
    await pruneHistory(server.reach.db, { keepAllDays: 1 }, NOW);
    expect(await statesOf(ids)).toEqual([newest]);
  });

  it('keeps the state a kept copy replaced, so undoing that copy still writes it back', async () => {
    const subject = { kind: 'page', env: 'prod', page: 'retention-copies', phase: 'pre-event' } as const;
    // A save, then two copies the same day (copied, a mistake spotted, copied again), long ago.
    const ids = await history(subject, [daysAgo(100, 9), daysAgo(100, 13), daysAgo(100, 17)], ['save', 'copy', 'copy']);
    const before = new Map(await statesOf(ids));
    expect(await pruneHistory(server.reach.db, { keepAllDays: 90 }, NOW)).toBe(1);
    const after = await statesOf(ids);
    expect(after.map(([id]) => id)).toEqual([ids[1], ids[2]]);
    for (const [id, state] of after) expect(state).toEqual(before.get(id));
  });

  it('stores a small edit of a 200-block page as a patch, not a copy of the page', async () => {
    const { db } = server.reach;
    const subject = { kind: 'page', env: 'cont', page: 'storage', phase: 'pre-event' } as const;
    let blocks = page(200, (index) => `Block ${index}`);
    const edits = 120;
    const ids: number[] = [];
    for (let edit = 0; edit < edits; edit++) {
      const next = blocks.map((block, index) => (index === (edit * 7) % 200 ? { ...block, props: { ...block.props, heading: `Edit ${edit}` } } : block));
      const revision = await server.reach.history.record(db, { subject, before: edit === 0 ? undefined : { state: blocks }, after: next, action: 'save', editor: { id: 'u-1', name: 'Editor' } });
      ids.push(revision?.id ?? 0);
      blocks = next;
    }
    const [size] = await db
      .select({ bytes: sql<number>`sum(coalesce(octet_length(${revisions.snapshot}::text), 0) + coalesce(octet_length(${revisions.patch}::text), 0))`.mapWith(Number) })
      .from(revisions)
      .where(eq(revisions.page, 'storage'));
    // 5 MB for 1,000 edits (the bench measures those): 5 kB an edit, whole pages every 50 edits included.
    expect((size?.bytes ?? 0) / edits).toBeLessThan(5_000);
    const last = (await db.select().from(revisions).where(eq(revisions.id, ids.at(-1) ?? 0)))[0];
    expect(last && (await stateAt(db, last))).toEqual(blocks);
  });
});
