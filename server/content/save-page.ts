import type { BlockInstance, ContentDocument } from '../../src/engine';
import type { ContentValidator, ValidationIssue } from '../../src/engine/lazy/validation';
import type { Db } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { findDocument, writeIfRevision, type DocumentKey } from './repository';
import type { SanitizeBlocks } from './sanitize-blocks';
import { stampChangedBlocks } from './stamps';

export interface SaveRequest extends DocumentKey {
  baseRevision: number;
  force: boolean;
  blocks: BlockInstance[];
  editorName: string;
}

export interface SaveDependencies {
  db: Db;
  validator: ContentValidator;
  /** Phase ids of the target environment. */
  phaseIds: readonly string[];
  /** The 409 body shows the stored document, whose HTML leaves the server sanitised like every other read. */
  sanitizeBlocks: SanitizeBlocks;
}

export const CONFLICT_MESSAGE = 'translate.base.error.component-settings.conflict';
// A forced save retries only while other saves keep landing between its read and its write.
const FORCE_ATTEMPTS = 5;

const emptyDocument = (key: DocumentKey): ContentDocument => ({ ...key, revision: 0, blocks: [] });

async function conflict(key: DocumentKey, deps: SaveDependencies): Promise<HttpError> {
  const stored = await findDocument(deps.db, key);
  const current = stored ? { ...stored, blocks: await deps.sanitizeBlocks(stored.blocks) } : emptyDocument(key);
  return new HttpError(409, CONFLICT_MESSAGE, { body: { current } });
}

function problems(request: SaveRequest, deps: SaveDependencies): ValidationIssue[] {
  const phaseIssues = deps.phaseIds.includes(request.phase)
    ? []
    : [{ path: '/phase', message: `must be one of: ${deps.phaseIds.join(', ')}` }];
  return [...phaseIssues, ...deps.validator.validateBlocks(request.blocks)];
}

/**
 * Saves one phase of a page: validates everything first (nothing is written when anything is invalid), then writes
 * only if nobody saved since `baseRevision`. A stale save is a 409 carrying the current document, unless forced.
 */
export async function savePage(request: SaveRequest, deps: SaveDependencies): Promise<ContentDocument> {
  const issues = problems(request, deps);
  if (issues.length > 0) throw badRequest('The page content is invalid', issues);
  const key: DocumentKey = { env: request.env, page: request.page, phase: request.phase };
  for (let attempt = 0; attempt < FORCE_ATTEMPTS; attempt++) {
    const stored = await findDocument(deps.db, key);
    const storedRevision = stored?.revision ?? 0;
    if (!request.force && storedRevision !== request.baseRevision) throw await conflict(key, deps);
    const stamp = { editorName: request.editorName, timestamp: new Date().toISOString(), revision: storedRevision + 1 };
    const blocks = stampChangedBlocks(request.blocks, stored?.blocks ?? [], stamp);
    const saved = await writeIfRevision(deps.db, { ...key, blocks, editorName: request.editorName }, storedRevision);
    if (saved) return saved;
    if (!request.force) throw await conflict(key, deps);
  }
  throw await conflict(key, deps);
}
