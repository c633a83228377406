import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { SNAPSHOT_EVERY } from './recorder';
import { CODECS } from './state-codecs';
import { ofSubject, subjectOf, type Subject } from './subject';

export interface RetentionPolicy {
  /** Every revision younger than this is kept; older ones are thinned to the newest of each UTC day. */
  keepAllDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { keepAllDays: 90 };

const DAY_MS = 24 * 60 * 60 * 1000;

type Stored = Pick<typeof revisions.$inferSelect, 'id' | 'at' | 'action' | 'snapshot' | 'patch' | 'chain'>;

/**
 * The ids a subject keeps: its newest revision, all younger than `cutoff`, the newest of each older day, and the
 * revision before each kept copy (the state "undo this copy" writes back). `rows` are in id order.
 */
export function keptRevisionIds(rows: readonly Pick<Stored, 'id' | 'at' | 'action'>[], cutoff: Date): Set<number> {
  const newestOfDay = new Map<string, number>();
  for (const row of rows) {
    if (row.at >= cutoff) continue;
    const day = row.at.toISOString().slice(0, 10);
    newestOfDay.set(day, Math.max(row.id, newestOfDay.get(day) ?? 0));
  }
  const newest = Math.max(...rows.map((row) => row.id));
  const kept = new Set([newest, ...rows.filter((row) => row.at >= cutoff).map((row) => row.id), ...newestOfDay.values()]);
  rows.forEach((row, index) => {
    const before = rows[index - 1];
    if (before && row.action === 'copy' && kept.has(row.id)) kept.add(before.id);
  });
  return kept;
}

/**
 * Deletes a subject's revisions the policy lets go and stores the kept ones after the first gap again against the
 * kept revision before them (patches skipped a deleted one), so every kept revision reads back the same state.
 */
async function pruneSubject(db: Db, subject: Subject, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows: Stored[] = await tx
      .select({ id: revisions.id, at: revisions.at, action: revisions.action, snapshot: revisions.snapshot, patch: revisions.patch, chain: revisions.chain })
      .from(revisions)
      .where(ofSubject(subject))
      .orderBy(revisions.id)
      .for('update');
    const kept = keptRevisionIds(rows, cutoff);
    const dropped = rows.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (dropped.length === 0) return 0;
    const codec = CODECS[subject.kind];
    let state: unknown = codec.empty;
    let keptState: unknown;
    let chain = 0;
    let afterGap = false;
    for (const row of rows) {
      state = row.patch === null ? row.snapshot : codec.apply(state, row.patch);
      if (!kept.has(row.id)) {
        afterGap = true;
        continue;
      }
      if (afterGap) {
        const snapshot = keptState === undefined || chain + 1 >= SNAPSHOT_EVERY;
        chain = snapshot ? 0 : chain + 1;
        const stored = snapshot ? { snapshot: state, patch: null } : { snapshot: null, patch: codec.diff(keptState, state).patch };
        await tx.update(revisions).set({ ...stored, chain }).where(eq(revisions.id, row.id));
      } else {
        chain = row.chain;
      }
      keptState = state;
    }
    await tx.delete(revisions).where(inArray(revisions.id, dropped));
    return dropped.length;
  });
}

/** Applies the retention policy to every subject with revisions older than it keeps whole; answers how many went. */
export async function pruneHistory(db: Db, policy: RetentionPolicy, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - policy.keepAllDays * DAY_MS);
  const subjects = await db
    .selectDistinct({ kind: revisions.kind, env: revisions.env, page: revisions.page, phase: revisions.phase, lang: revisions.lang, ns: revisions.ns })
    .from(revisions)
    .where(lt(revisions.at, cutoff));
  let pruned = 0;
  for (const subject of subjects) pruned += await pruneSubject(db, subjectOf(subject), cutoff);
  return pruned;
}

/** After a start, the first pruning waits this long, so it never competes with the start itself. */
const FIRST_PRUNING_MS = 60_000;

/**
 * Prunes a minute after the start and then once a day while the server runs (each node; pruning twice prunes nothing
 * more): a node restarted more often than daily still prunes. Answers the stop.
 */
export function schedulePruning(db: Db, policy: RetentionPolicy, onError: (error: unknown) => void): () => void {
  const prune = () => void pruneHistory(db, policy).catch(onError);
  let daily: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    prune();
    daily = setInterval(prune, DAY_MS);
    daily.unref();
  }, FIRST_PRUNING_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
