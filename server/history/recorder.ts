import type { RevisionAction } from '../../schemas/generated/api/history/revision-action';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { Environment } from '../../src/engine';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { CODECS } from './state-codecs';
import { latestRevision, toSummary } from './store';
import { subjectColumns, type Subject } from './subject';

/** Who made a change: the user's id (none for states found, not made) and the name history shows. */
export interface Editor {
  id: string | null;
  name: string;
}

/** The state a change replaced, with what is known of when and by whom it was made. */
export interface PriorState {
  state: unknown;
  at?: Date | undefined;
  editorName?: string | undefined;
  documentRevision?: number | undefined;
}

export interface Change {
  subject: Subject;
  /** Undefined when the subject had no state before (a page phase's first save). */
  before: PriorState | undefined;
  after: unknown;
  action: RevisionAction;
  editor: Editor;
  documentRevision?: number | undefined;
  copiedFrom?: Environment | undefined;
  restoredFrom?: number | undefined;
  batch?: string | undefined;
}

/** Records changes in the caller's transaction, so a change and its revision land together or not at all. */
export interface HistoryRecorder {
  record(tx: Db, change: Change): Promise<RevisionSummary | undefined>;
}

/** A whole state is stored every this many revisions of a subject; the others hold patches against the one before. */
export const SNAPSHOT_EVERY = 50;

const nullable = <T>(value: T | undefined): T | null => value ?? null;

/**
 * Stores each change as a patch against the subject's newest revision. A subject changed for the first time since
 * history began first gets an `initial` revision holding the state found, so what came before stays restorable.
 *
 * Recording adds one statement to a save: which subjects have history is remembered once the database has shown it
 * (a committed revision, and pruning never takes a subject's newest), and so is how many patches follow the last
 * snapshot. That count only sets how often a whole state is stored, so a count gone stale (another node's saves, a
 * rolled-back save) costs a snapshot sooner or later, never a wrong state. One recorder per database.
 */
export function createRecordingHistory(): HistoryRecorder {
  const chains = new Map<string, number>();

  /** The patches after the subject's last snapshot, undefined while it has no history the database has shown. */
  async function lastChain(tx: Db, change: Change): Promise<number | undefined> {
    const key = JSON.stringify(subjectColumns(change.subject));
    const known = chains.get(key);
    if (known !== undefined) return known;
    const latest = await latestRevision(tx, change.subject);
    if (latest) chains.set(key, latest.chain);
    return latest?.chain;
  }

  async function recordInitial(tx: Db, change: Change, before: PriorState): Promise<number> {
    const codec = CODECS[change.subject.kind];
    await tx.insert(revisions).values({
      ...subjectColumns(change.subject),
      at: before.at ?? new Date(),
      editorId: null,
      editorName: before.editorName ?? '',
      action: 'initial',
      documentRevision: nullable(before.documentRevision),
      summary: codec.diff(codec.empty, before.state).summary,
      snapshot: before.state,
      chain: 0,
    });
    return 0;
  }

  return {
    async record(tx, change) {
      const codec = CODECS[change.subject.kind];
      const known = await lastChain(tx, change);
      const chain = known ?? (change.before ? await recordInitial(tx, change, change.before) : undefined);
      const { patch, summary } = codec.diff(change.before?.state ?? codec.empty, change.after);
      const snapshot = chain === undefined || chain + 1 >= SNAPSHOT_EVERY;
      const stored = snapshot ? { snapshot: change.after, chain: 0 } : { patch, chain: (chain ?? 0) + 1 };
      const values = {
        ...subjectColumns(change.subject),
        editorId: change.editor.id,
        editorName: change.editor.name,
        action: change.action,
        documentRevision: nullable(change.documentRevision),
        copiedFrom: nullable(change.copiedFrom),
        restoredFrom: nullable(change.restoredFrom),
        batch: nullable(change.batch),
        summary,
      };
      const [row] = await tx.insert(revisions).values({ ...values, ...stored }).returning({ id: revisions.id, at: revisions.at });
      if (!row) return undefined;
      if (known !== undefined) chains.set(JSON.stringify(subjectColumns(change.subject)), stored.chain);
      return toSummary({ ...values, ...row });
    },
  };
}

/** Records nothing: for measuring what recording costs beside the same writes (bench), never a product setting. */
export const notRecordingHistory: HistoryRecorder = {
  record: async () => undefined,
};
