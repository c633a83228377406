import { apiRequest, ApiError } from '../../api/client';
import type { AllContentResponse, ContentDocument, Environment, ValidationIssue } from '../../engine';
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

/** Saves one phase of the page with the revision it started from (or forced); marks it saved on success. */
export async function savePhase({ store, page, env }: SaveTarget, phase: string, force = false): Promise<SaveOutcome> {
  const content = store.getState().pages[page]?.[phase];
  if (!content) return { kind: 'saved', phase };
  const blocks = content.blocks;
  try {
    const saved = await apiRequest<ContentDocument>(`/content/${encodeURIComponent(page)}`, {
      method: 'PUT',
      body: { env, phase, baseRevision: content.baseRevision, ...(force ? { force: true } : {}), blocks },
    });
    // The blocks as sent: edits made while the request ran stay unsaved, and the server's stamps are not edits.
    store.getState().markSaved(page, phase, { ...saved, blocks });
    return { kind: 'saved', phase };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.body.current) {
      return { kind: 'conflict', phase, current: error.body.current as ContentDocument };
    }
    const details = error instanceof ApiError && Array.isArray(error.body.details) ? (error.body.details as ValidationIssue[]) : [];
    return { kind: 'error', phase, message: error instanceof Error ? error.message : String(error), details };
  }
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
