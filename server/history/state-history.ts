import type { RestoreStateRequest } from '../../schemas/generated/api/history/restore-state-request';
import type { RestoreStateResponse } from '../../schemas/generated/api/history/restore-state-response';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { findRevision, latestRevision, listRevisions, revisionsAfter, stateAt, toSummary, type Paging } from './store';
import { ofSubject, subjectColumns, subjectOf, type Subject } from './subject';

export type StateSubject = Exclude<Subject, { kind: 'page' }>;

/** What a restore wrote: its revision (none when nothing differed), or the problems that kept it from writing. */
export type StateWrite = { revision: RevisionSummary | undefined } | { invalid: ValidationIssue[] };

/** Throws when the subject changed since the editor looked; a write runs it once it holds the subject's lock. */
export type RestoreGuard = (tx: Db) => Promise<void>;

/** Writes a revision's whole state back (a restore revision), in the subject's own store, checking `guard` first. */
export type WriteState = (state: Record<string, unknown>, restoredFrom: number, guard: RestoreGuard) => Promise<StateWrite>;

/** The settings or one translation bundle: their revisions, the state at one, and restoring it. */
export interface StateHistory {
  list(subject: StateSubject, paging: Paging): Promise<RevisionList>;
  read(subject: StateSubject, revisionId: number): Promise<{ revision: RevisionSummary; state: Record<string, unknown> }>;
  restore(subject: StateSubject, revisionId: number, request: RestoreStateRequest, write: WriteState): Promise<RestoreStateResponse>;
}

const sameSubject = (a: Subject, b: Subject) => JSON.stringify(subjectColumns(a)) === JSON.stringify(subjectColumns(b));

function staleRestore(newer: RevisionSummary[]): HttpError {
  return new HttpError(409, 'Changed since you opened its history; nothing was restored', { body: { newer } });
}

export function createStateHistory(db: Db): StateHistory {
  async function revisionOf(subject: StateSubject, revisionId: number) {
    const row = await findRevision(db, revisionId);
    if (!row || !sameSubject(subject, subjectOf(row))) throw notFound(`No revision ${revisionId} here`);
    return row;
  }

  return {
    list: (subject, paging) => listRevisions(db, ofSubject(subject), paging),

    async read(subject, revisionId) {
      const row = await revisionOf(subject, revisionId);
      return { revision: toSummary(row), state: (await stateAt(db, row)) as Record<string, unknown> };
    },

    async restore(subject, revisionId, { baseRevisionId, force }, write) {
      const row = await revisionOf(subject, revisionId);
      const guard: RestoreGuard = async (tx) => {
        const latest = await latestRevision(tx, subject);
        if (force !== true && (latest?.id ?? 0) !== baseRevisionId) throw staleRestore(await revisionsAfter(tx, subject, baseRevisionId));
      };
      const written = await write((await stateAt(db, row)) as Record<string, unknown>, row.id, guard);
      if ('invalid' in written) {
        throw new HttpError(422, `Revision ${row.id} does not pass today's checks; nothing was restored`, {
          error: 'InvalidRevision',
          body: { revisionId: row.id, details: written.invalid },
        });
      }
      return written.revision ? { result: 'restored', revision: written.revision } : { result: 'nochange' };
    },
  };
}
