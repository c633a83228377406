import type { BlockInstance, ContentDocument, Environment } from '../../src/engine';
import type { ContentValidator, ValidationIssue } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { pageChange, type PageChangeCause } from '../history/page-change';
import type { HistoryRecorder } from '../history/recorder';
import { badRequest, HttpError } from '../http/errors';
import { keepSiteEditorBlocks } from './keep-site-editor-blocks';
import { findDocument, writeIfRevision, type DocumentKey } from './repository';
import type { SanitizeBlocks } from './sanitize-blocks';
import { stampChangedBlocks } from './stamps';

export interface SaveRequest extends DocumentKey {
  baseRevision: number;
  force: boolean;
  blocks: BlockInstance[];
  editorName: string;
  /** The saver's user id, for the revision history. */
  editorId: string | null;
  /** The blocks are another environment's (the comparator's copy): history records a copy. */
  copiedFrom?: Environment | undefined;
  /** The blocks are those of this history revision: history records a restore. */
  restoredFrom?: number | undefined;
  /** Whether the saver may change site-editor-only blocks (others send placeholders for them). */
  siteEditor: boolean;
}

export interface SaveDependencies {
  db: Db;
  validator: ContentValidator;
  /** Phase ids of the target environment. */
  phaseIds: readonly string[];
  /** The 409 body shows the stored document as the saver may read it (sanitised, placeholders for what they may not open). */
  present: SanitizeBlocks;
  history: HistoryRecorder;
}

/** The revision a save records: one that names a source says where the blocks came from. */
const actionOf = (request: SaveRequest): PageChangeCause['action'] => (request.restoredFrom !== undefined ? 'restore' : request.copiedFrom ? 'copy' : 'save');

/** Writes the document and records its revision in one transaction; undefined when another write got there first. */
async function writeWithHistory(request: SaveRequest, deps: SaveDependencies, stored: ContentDocument | undefined, blocks: BlockInstance[]) {
  const key: DocumentKey = { env: request.env, page: request.page, phase: request.phase };
  return deps.db.transaction(async (tx) => {
    const saved = await writeIfRevision(tx, { ...key, blocks, editorName: request.editorName }, stored?.revision ?? 0);
    if (!saved) return undefined;
    const editor = { id: request.editorId, name: request.editorName };
    const cause = { action: actionOf(request), editor, copiedFrom: request.copiedFrom, restoredFrom: request.restoredFrom };
    const revision = await deps.history.record(tx, pageChange(stored, saved, cause));
    return revision ? { ...saved, historyRevisionId: revision.id } : saved;
  });
}

export const CONFLICT_MESSAGE = 'translate.base.error.component-settings.conflict';
// A forced save retries only while other saves keep landing between its read and its write.
const FORCE_ATTEMPTS = 5;

const emptyDocument = (key: DocumentKey): ContentDocument => ({ ...key, revision: 0, blocks: [] });

async function conflict(key: DocumentKey, deps: SaveDependencies): Promise<HttpError> {
  const stored = await findDocument(deps.db, key);
  const current = stored ? { ...stored, blocks: await deps.present(stored.blocks) } : emptyDocument(key);
  return new HttpError(409, CONFLICT_MESSAGE, { body: { current } });
}

function problems(request: SaveRequest, deps: SaveDependencies): ValidationIssue[] {
  const phaseIssues = deps.phaseIds.includes(request.phase)
    ? []
    : [{ path: '/phase', message: `must be one of: ${deps.phaseIds.join(', ')}` }];
  return [...phaseIssues, ...deps.validator.validateBlocks(request.blocks)];
}

/**
 * Saves one phase of a page if nobody saved since `baseRevision` (a stale save is a 409 carrying the current
 * document, unless forced): puts back the site-editor-only blocks the saver holds placeholders for (403 when they
 * were tampered with), validates everything (nothing is written when anything is invalid), then writes. The stored
 * blocks are put back from the very revision the write replaces: a write over any other revision does not land.
 * The history revision is written in the same transaction as the document.
 */
export async function savePage(request: SaveRequest, deps: SaveDependencies): Promise<ContentDocument> {
  const key: DocumentKey = { env: request.env, page: request.page, phase: request.phase };
  for (let attempt = 0; attempt < FORCE_ATTEMPTS; attempt++) {
    const stored = await findDocument(deps.db, key);
    const storedRevision = stored?.revision ?? 0;
    if (!request.force && storedRevision !== request.baseRevision) throw await conflict(key, deps);
    const kept = keepSiteEditorBlocks(request.blocks, stored?.blocks ?? [], request);
    const issues = problems({ ...request, blocks: kept }, deps);
    if (issues.length > 0) throw badRequest('The page content is invalid', issues);
    const stamp = { editorName: request.editorName, timestamp: new Date().toISOString(), revision: storedRevision + 1 };
    const blocks = stampChangedBlocks(kept, stored?.blocks ?? [], stamp);
    const saved = await writeWithHistory(request, deps, stored, blocks);
    if (saved) return saved;
    if (!request.force) throw await conflict(key, deps);
  }
  throw await conflict(key, deps);
}
