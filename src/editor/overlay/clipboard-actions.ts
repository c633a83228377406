import { toast } from '../../app/shell/toast';
import type { BlockInstance } from '../../engine';
import { clipboardOf, type BlockClipboard } from '../clipboard/clipboard-payload';
import { rememberCopy } from '../clipboard/clipboard-storage';
import { copiedBlocks } from '../clipboard/copied-blocks';
import type { EditorStore, Placement } from '../store';
import { placementOf } from '../store/placement';

/** The selected blocks (with what they hold) as a copy, or null when nothing is selected. */
export function copySelection(store: EditorStore, source: BlockClipboard['source']): BlockClipboard | null {
  const { selectedIds, currentBlocks } = store.getState();
  const blocks = copiedBlocks(currentBlocks(), selectedIds);
  if (blocks.length === 0) return null;
  const copy = clipboardOf(blocks, source);
  rememberCopy(copy);
  toast.show({ message: 'translate.base.editor.clipboard.copied', values: { count: String(selectedIds.length) }, kind: 'success' });
  return copy;
}

/** After the selected block, or inside it when it holds blocks; at the end of the page when nothing is selected. */
export function pastePlace(store: EditorStore, takesChildren: (block: BlockInstance) => boolean): Placement {
  const { selectedId, currentBlocks } = store.getState();
  const blocks = currentBlocks();
  const selected = blocks.find((block) => block.contentId === selectedId);
  if (!selected) return {};
  if (takesChildren(selected)) return { parentId: selected.contentId };
  const here = placementOf(blocks, selected.contentId);
  return here ? { parentId: here.parentId, index: here.index + 1 } : {};
}

/** Puts `copy` at `to`, selects what was pasted, and tells the editor which references to other content to check. */
export function pasteCopy(store: EditorStore, copy: BlockClipboard, to: Placement): string[] {
  const result = store.getState().pasteBlocks(copy.blocks, to, copy.source.page);
  if (!result.ok) {
    toast.show({ message: 'translate.base.editor.clipboard.paste-failed', kind: 'error' });
    return [];
  }
  const [first, ...rest] = result.rootIds;
  store.getState().selectBlock(first ?? null);
  for (const id of rest) store.getState().toggleSelected(id);
  toast.show({ message: 'translate.base.editor.clipboard.pasted', values: { ids: result.rootIds.join(', ') }, kind: 'success' });
  if (result.links.length > 0) {
    const links = [...new Set(result.links.map((link) => link.value))].join(', ');
    toast.show({ message: 'translate.base.editor.clipboard.links', values: { count: String(result.links.length), links }, kind: 'warning', persistent: true });
  }
  return result.rootIds;
}
