import type { PageSave } from '../../../schemas/generated/page-save';
import { apiRequest, ApiError } from '../../api/client';
import type { AllContentResponse, BlockInstance, ContentDocument, Environment, ValidationIssue } from '../../engine';
import type { EditorStore } from '../store';

/** How one phase's save ended. */
export type SaveOutcome =
  | { kind: 'saved'; phase: string }
  | { kind: 'conflict'; phase: string; current: ContentDocument }
  | { kind: 'error'; phase: string; message: string; details: ValidationIssue[] };

interface SaveTarget {
  store: EditorStore;
  page: string;
  env: Environment;
}

/** How one write of a phase ended; `conflict` carries the document as it now is on the server. */
export type PutOutcome =
  | { kind: 'saved'; doc: ContentDocument }
  | { kind: 'conflict'; current: ContentDocument }
  | { kind: 'error'; message: string; details: ValidationIssue[] };

/** An API failure as a readable message with the server's field paths. */
export function errorOutcome(error: unknown): { kind: 'error'; message: string; details: ValidationIssue[] } {
  const details = error instanceof ApiError && Array.isArray(error.body.details) ? (error.body.details as ValidationIssue[]) : [];
  return { kind: 'error', message: error instanceof Error ? error.message : String(error), details };
}

/** `PUT /content/{page}`: one phase of one environment, from `baseRevision` (or forced). */
export async function putPhase(request: {
  page: string;
  env: Environment;
  phase: string;
  baseRevision: number;
  blocks: readonly BlockInstance[];
  force?: boolean;
  /** The environment the blocks come from, when this write is a copy (history records it as one, which can be undone). */
  copiedFrom?: Environment;
}): Promise<PutOutcome> {
  const { page, env, phase, baseRevision, blocks, force, copiedFrom } = request;
  try {
    const doc = await apiRequest<ContentDocument>(`/content/${encodeURIComponent(page)}`, {
      method: 'PUT',
      body: { env, phase, baseRevision, ...(force ? { force: true } : {}), ...(copiedFrom ? { copiedFrom } : {}), blocks: [...blocks] } satisfies PageSave,
    });
    return { kind: 'saved', doc };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body.current) return { kind: 'conflict', current: error.body.current as ContentDocument };
    return errorOutcome(error);
  }
}

/** Saves one phase of the page with the revision it started from (or forced); marks it saved on success. */
export async function savePhase({ store, page, env }: SaveTarget, phase: string, force = false): Promise<SaveOutcome> {
  const content = store.getState().pages[page]?.[phase];
  if (!content) return { kind: 'saved', phase };
  const blocks = content.blocks;
  const outcome = await putPhase({ page, env, phase, baseRevision: content.baseRevision, blocks, force });
  // The blocks as sent: edits made while the request ran stay unsaved, and the server's stamps are not edits.
  if (outcome.kind === 'saved') store.getState().markSaved(page, phase, { ...outcome.doc, blocks });
  return outcome.kind === 'saved' ? { kind: 'saved', phase } : { ...outcome, phase };
}

/** Saves phases one after the other and stops at the first that does not save. */
export async function savePhases(target: SaveTarget, phases: readonly string[]): Promise<SaveOutcome[]> {
  const outcomes: SaveOutcome[] = [];
  for (const phase of phases) {
    const outcome = await savePhase(target, phase);
    outcomes.push(outcome);
    if (outcome.kind !== 'saved') break;
  }
  return outcomes;
}

/** Loads every phase of the page in the site's environment into the store (unsaved work and history are replaced). */
export async function loadIntoStore({ store, page, env }: SaveTarget, signal?: AbortSignal): Promise<void> {
  const all = await apiRequest<AllContentResponse>(`/content/all/${encodeURIComponent(page)}`, { signal });
  store.getState().loadPage(page, all.environments[env] ?? {});
}
