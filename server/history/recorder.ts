import type { RevisionAction } from '../../schemas/generated/api/history/revision-action';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { Environment } from '../../src/engine';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { CODECS } from './state-codecs';
import { SUMMARY_COLUMNS, latestRevision, toSummary } from './store';
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
 * Stores the change as a patch against the subject's newest revision. A subject changed for the first time since
 * history began first gets an `initial` revision holding the state found, so what came before stays restorable.
 */
export const recordingHistory: HistoryRecorder = {
  async record(tx, change) {
    const codec = CODECS[change.subject.kind];
    const subject = subjectColumns(change.subject);
    let latest = await latestRevision(tx, change.subject);
    if (!latest && change.before) {
      const { before } = change;
      const [initial] = await tx
        .insert(revisions)
        .values({
          ...subject,
          at: before.at ?? new Date(),
          editorId: null,
          editorName: before.editorName ?? '',
          action: 'initial',
          documentRevision: nullable(before.documentRevision),
          summary: codec.diff(codec.empty, before.state).summary,
          snapshot: before.state,
          chain: 0,
        })
        .returning({ id: revisions.id, chain: revisions.chain });
      latest = initial;
    }
    const { patch, summary } = codec.diff(change.before?.state ?? codec.empty, change.after);
    const snapshot = !latest || latest.chain + 1 >= SNAPSHOT_EVERY;
    const [row] = await tx
      .insert(revisions)
      .values({
        ...subject,
        editorId: change.editor.id,
        editorName: change.editor.name,
        action: change.action,
        documentRevision: nullable(change.documentRevision),
        copiedFrom: nullable(change.copiedFrom),
        restoredFrom: nullable(change.restoredFrom),
        batch: nullable(change.batch),
        summary,
        ...(snapshot ? { snapshot: change.after, chain: 0 } : { patch, chain: (latest?.chain ?? 0) + 1 }),
      })
      .returning(SUMMARY_COLUMNS);
    return row && toSummary(row);
  },
};

/** Records nothing: for measuring what recording costs beside the same writes (bench), never a product setting. */
export const notRecordingHistory: HistoryRecorder = {
  record: async () => undefined,
};
