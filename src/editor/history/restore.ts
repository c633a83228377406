import { ApiError } from '../../api/client';
import { restorePageRevision, undoCopy, type RevisionSummary } from '../../api/lazy/history';
import type { ContentDocument, Environment, ValidationIssue } from '../../engine';
import { errorOutcome } from '../overlay/save';

/** How a page restore ended: `invalid` when the revision fails today's block schemas (nothing was written). */
export type RestoreOutcome =
  | { kind: 'restored'; document: ContentDocument }
  | { kind: 'conflict'; current: ContentDocument }
  | { kind: 'invalid'; details: ValidationIssue[] }
  | { kind: 'error'; message: string; details: ValidationIssue[] };

/** Restores a page revision into one environment and phase from the revision the editor's page is at (or forced). */
export async function restorePage(request: {
  page: string;
  revisionId: number;
  env: Environment;
  phase: string;
  baseRevision: number;
  force?: boolean;
}): Promise<RestoreOutcome> {
  const { page, revisionId, env, phase, baseRevision, force } = request;
  try {
    const answer = await restorePageRevision(page, revisionId, { env, phase, baseRevision, ...(force ? { force } : {}) });
    return { kind: 'restored', document: answer.document };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body.current) return { kind: 'conflict', current: error.body.current as ContentDocument };
    if (error instanceof ApiError && error.status === 422) return { kind: 'invalid', details: errorOutcome(error).details };
    return errorOutcome(error);
  }
}

/** How an undo of a copy ended: `newer` lists what was saved over the copied documents since (or the undo that came first). */
export type UndoCopyOutcome =
  | { kind: 'undone' }
  | { kind: 'newer'; newer: RevisionSummary[] }
  | { kind: 'error'; message: string; details: ValidationIssue[] };

export async function undoPageCopy(page: string, revisionId: number, target: Environment): Promise<UndoCopyOutcome> {
  try {
    await undoCopy(page, revisionId, target);
    return { kind: 'undone' };
  } catch (error) {
    // No newer revision: a page's address, titles or access rule changed since the copy, which the message names.
    if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body.newer) && error.body.newer.length > 0) return { kind: 'newer', newer: error.body.newer as RevisionSummary[] };
    return errorOutcome(error);
  }
}
