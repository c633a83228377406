import { asList, descendantIds, indexBlocks, SCOPES, type BlockInstance } from '../../src/engine';

/** Ids of the blocks that require the site-editor scope and of everything nested in them. */
export function siteEditorOnlyIds(blocks: readonly BlockInstance[]): Set<string> {
  const tree = indexBlocks(blocks);
  const ids = new Set<string>();
  for (const block of blocks) {
    if (!ids.has(block.contentId) && asList(block.permissions?.requireScope).includes(SCOPES.siteEditor)) {
      for (const id of descendantIds(tree, block.contentId)) ids.add(id);
    }
  }
  return ids;
}

/** What stands for a site-editor-only block outside site editors' hands: its identity and place, no props. */
export function placeholderOf({ component, contentId, key, parentId, permissions }: BlockInstance): BlockInstance {
  return {
    component,
    contentId,
    key,
    ...(parentId === undefined ? {} : { parentId }),
    props: {},
    ...(permissions === undefined ? {} : { permissions }),
    restricted: true,
  };
}

/**
 * The blocks as an editor receives them: all of them for a site editor; for a content editor, site-editor-only
 * blocks as placeholders, so they can be shown (and kept) in their place but not opened.
 */
export function blocksForEditor(blocks: readonly BlockInstance[], { siteEditor }: { siteEditor: boolean }): BlockInstance[] {
  if (siteEditor) return [...blocks];
  const restricted = siteEditorOnlyIds(blocks);
  return restricted.size === 0 ? [...blocks] : blocks.map((block) => (restricted.has(block.contentId) ? placeholderOf(block) : block));
}
