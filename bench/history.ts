import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import { devSubject } from '../server/auth/dev-subjects';
import { lazyBlockSchemas } from '../server/content/block-schemas';
import { findDocument } from '../server/content/repository';
import { savePage, type SaveDependencies } from '../server/content/save-page';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/client';
import { revisions } from '../server/db/schema';
import { notRecordingHistory, type HistoryRecorder } from '../server/history/recorder';
import { fromRoot } from '../server/paths';
import type { BlockInstance } from '../src/engine';
import { scratchDatabase } from './calendar-feed';
import { percentile } from './stats';

export interface HistoryBench {
  driver: 'postgres' | 'pglite';
  revisions: number;
  listP50Ms: number;
  listP99Ms: number;
  blocks: number;
  edits: number;
  saveWithP50Ms: number;
  saveWithoutP50Ms: number;
  saveRatio: number;
  storageBytes: number;
  storedBytes: number;
}

const LIST_REVISIONS = 5_000;
const LIST_WARM_UP = 100;
const LIST_SAMPLES = 1_000;
const BLOCKS = 200;
const EDITS = 1_000;
const SAVE_WARM_UP = 20;
const PHASE = 'pre-event';

const pageOf = (blocks: number): BlockInstance[] =>
  Array.from({ length: blocks }, (_, index) => ({
    component: 'section-heading',
    contentId: `block-${index}`,
    key: `block-${index}`,
    props: { heading: `Block ${index} of the benchmark page`, subheading: 'A line of text every block carries along, as real pages do.', headingLevel: 2 },
  }));

/** One keystroke-sized change: a block's heading gets a new word. */
const edited = (blocks: readonly BlockInstance[], edit: number): BlockInstance[] =>
  blocks.map((block, index) => (index === (edit * 37) % blocks.length ? { ...block, props: { ...block.props, heading: `Block ${index}, edit ${edit}` } } : block));

/**
 * Issue 17: the history list of a page with 5,000 revisions (GET in process), a 200-block page's save with history
 * recording beside the same save without (savePage, interleaved, medians), and the revision storage 1,000 small
 * edits of that page take (JSON text of the stored snapshots and patches; on-disk, compressed, beside it).
 */
export async function benchHistory(): Promise<HistoryBench> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'confsite-bench-history-'));
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  let reach: (AppContext & { db: Db }) | undefined;
  const capture: FastifyPluginAsync<AppContext & { db: Db }> = async (_app, context) => {
    reach = context;
  };
  const app = await buildApp({ dataDir, databaseUrl: database?.url, siteEnv: 'cont', nodeEnv: 'test', publicUrl: 'https://bench.confsite.test', demo: { scale: 0 }, rateLimits: false, extraApiRoutes: [capture] });
  try {
    const { db, sessions, settings, history: recordingHistory } = reach as AppContext & { db: Db };
    const validator = await lazyBlockSchemas({ sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') }).validator();
    const phaseIds = (await settings.snapshot('cont')).phases.map((phase) => phase.id);
    const deps = (history: HistoryRecorder): SaveDependencies => ({ db, validator, phaseIds, present: async (blocks) => [...blocks], history });
    const save = async (page: string, blocks: BlockInstance[], history: HistoryRecorder) => {
      const stored = await findDocument(db, { env: 'cont', page, phase: PHASE });
      const request = { env: 'cont', page, phase: PHASE, baseRevision: stored?.revision ?? 0, force: false, blocks, editorName: 'Bench Editor', editorId: 'bench', siteEditor: true } as const;
      const started = performance.now();
      await savePage(request, deps(history));
      return performance.now() - started;
    };

    // The list: 5,000 small revisions of one page, written straight into the history.
    let listed = pageOf(20);
    for (let revision = 0; revision < LIST_REVISIONS; revision += 1) {
      const next = edited(listed, revision);
      await recordingHistory.record(db, { subject: { kind: 'page', env: 'cont', page: 'bench-listed', phase: PHASE }, before: revision === 0 ? undefined : { state: listed }, after: next, action: 'save', editor: { id: 'bench', name: 'Bench Editor' } });
      listed = next;
    }
    await db.execute(sql`analyze revisions`);
    const headers = { authorization: `Bearer ${(await sessions.start({ user: devSubject({ persona: 'contenteditor' }) })).token}` };
    const listTimes: number[] = [];
    for (let sample = 0; sample < LIST_WARM_UP + LIST_SAMPLES; sample += 1) {
      const started = performance.now();
      const response = await app.inject({ url: `/api/v1/content/history/bench-listed?env=cont&phase=${PHASE}`, headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`the history list answered ${response.statusCode}`);
      if (sample >= LIST_WARM_UP) listTimes.push(elapsed);
    }

    // Side by side: the same edits to two pages, one recorded and one not, taking turns.
    let recorded = pageOf(BLOCKS);
    let unrecorded = pageOf(BLOCKS);
    const withTimes: number[] = [];
    const withoutTimes: number[] = [];
    for (let edit = 0; edit < SAVE_WARM_UP + EDITS; edit += 1) {
      recorded = edited(recorded, edit);
      unrecorded = edited(unrecorded, edit);
      const saveRecorded = () => save('bench-recorded', recorded, recordingHistory);
      const saveUnrecorded = () => save('bench-unrecorded', unrecorded, notRecordingHistory);
      // Each goes first every other time, so neither always finds the other's work still settling.
      const [withHistory, withoutHistory] =
        edit % 2 === 0 ? [await saveRecorded(), await saveUnrecorded()] : [await saveUnrecorded(), await saveRecorded()].reverse();
      if (edit >= SAVE_WARM_UP) {
        withTimes.push(withHistory ?? 0);
        withoutTimes.push(withoutHistory ?? 0);
      }
    }
    const columnBytes = (measure: 'octet_length' | 'pg_column_size') =>
      measure === 'octet_length'
        ? sql<number>`sum(coalesce(octet_length(${revisions.snapshot}::text), 0) + coalesce(octet_length(${revisions.patch}::text), 0))`.mapWith(Number)
        : sql<number>`sum(coalesce(pg_column_size(${revisions.snapshot}), 0) + coalesce(pg_column_size(${revisions.patch}), 0))`.mapWith(Number);
    const [storage] = await db
      .select({ text: columnBytes('octet_length'), stored: columnBytes('pg_column_size') })
      .from(revisions)
      .where(eq(revisions.page, 'bench-recorded'));

    const saveWithP50Ms = percentile(withTimes, 0.5);
    const saveWithoutP50Ms = percentile(withoutTimes, 0.5);
    return {
      driver: database ? 'postgres' : 'pglite',
      revisions: LIST_REVISIONS,
      listP50Ms: percentile(listTimes, 0.5),
      listP99Ms: percentile(listTimes, 0.99),
      blocks: BLOCKS,
      edits: EDITS,
      saveWithP50Ms,
      saveWithoutP50Ms,
      saveRatio: saveWithP50Ms / saveWithoutP50Ms,
      storageBytes: storage?.text ?? 0,
      storedBytes: storage?.stored ?? 0,
    };
  } finally {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
