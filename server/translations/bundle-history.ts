import { sql } from 'drizzle-orm';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { Db } from '../db/client';
import type { Change, HistoryRecorder } from '../history/recorder';
import { sameJson } from '../content/stamps';
import { readStrings, type StringsAddress } from './store';

/** Why strings change, for their history. */
export type BundleWriteCause = Pick<Change, 'action' | 'editor' | 'copiedFrom' | 'restoredFrom' | 'batch'>;

async function bundleState(tx: Db, address: StringsAddress): Promise<Record<string, string>> {
  return Object.fromEntries((await readStrings(tx, address)).map(({ key, value }) => [key, value]));
}

const lockKey = (address: StringsAddress) => JSON.stringify([address.env, address.lang, address.ns]);

/**
 * Runs `write` in a transaction holding the bundles it touches (no row stands for a bundle, so an advisory lock per
 * bundle, taken in one order) and records a revision for each bundle it changed, in the same transaction.
 */
export async function writeWithBundleHistory<T>(
  db: Db,
  history: HistoryRecorder,
  bundles: readonly StringsAddress[],
  cause: BundleWriteCause,
  write: (tx: Db) => Promise<T>,
): Promise<{ result: T; revisions: RevisionSummary[] }> {
  const ordered = [...bundles].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
  return db.transaction(async (tx) => {
    const before: Record<string, string>[] = [];
    for (const address of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(address)}))`);
      before.push(await bundleState(tx, address));
    }
    const result = await write(tx);
    const revisions: RevisionSummary[] = [];
    for (const [index, address] of ordered.entries()) {
      const after = await bundleState(tx, address);
      if (sameJson(before[index], after)) continue;
      const revision = await history.record(tx, { ...cause, subject: { kind: 'translations', ...address }, before: { state: before[index] }, after });
      if (revision) revisions.push(revision);
    }
    return { result, revisions };
  });
}
