import type { BlockInstance } from '../../src/engine';
import { HttpError } from '../http/errors';
import { placeholderOf, siteEditorOnlyIds } from './site-editor-blocks';
import { sameJson } from './stamps';

function refused(path: string, contentId: string, change: string): HttpError {
  const message = `Only site editors may ${change} block "${contentId}" (${path})`;
  return new HttpError(403, message, { body: { details: [{ path, message }] } });
}

/**
 * The blocks to store for a save: each placeholder replaced by the stored block it stands for. A content editor who
 * is not a site editor must send every stored site-editor-only block back as its unchanged placeholder and add none
 * (neither a new one nor anything nested in one); otherwise nothing is saved and the answer is 403 naming the block.
 * A site editor may change anything, but a placeholder still only stands for what is stored.
 */
export function keepSiteEditorBlocks(
  blocks: readonly BlockInstance[],
  stored: readonly BlockInstance[],
  { siteEditor }: { siteEditor: boolean },
): BlockInstance[] {
  const storedOnly = siteEditorOnlyIds(stored);
  const originals = new Map(stored.filter((block) => storedOnly.has(block.contentId)).map((block) => [block.contentId, block]));
  const requested = siteEditorOnlyIds(blocks);
  const kept = blocks.map((block, index) => {
    const original = originals.get(block.contentId);
    const guarded = block.restricted === true || (!siteEditor && (original !== undefined || requested.has(block.contentId)));
    if (!guarded) return block;
    if (!original) throw refused(`/blocks/${index}`, block.contentId, 'add');
    if (!sameJson(block, placeholderOf(original))) throw refused(`/blocks/${index}`, block.contentId, 'change or move');
    return original;
  });
  if (!siteEditor) {
    const sent = new Set(blocks.map((block) => block.contentId));
    const removed = [...originals.keys()].find((id) => !sent.has(id));
    if (removed !== undefined) throw refused('/blocks', removed, 'remove');
  }
  return kept;
}
