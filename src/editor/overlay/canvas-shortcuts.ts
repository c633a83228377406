import { useContext, useEffect } from 'react';
import { cleanPastedBlocks } from '../../api/lazy/pasted-blocks';
import { RegistryContext } from '../../app/renderer/registry-context';
import type { BlockInstance } from '../../engine';
import { clipboardOf, parseClipboard } from '../clipboard/clipboard-payload';
import { recalledCopy } from '../clipboard/clipboard-storage';
import { copiedBlocks } from '../clipboard/copied-blocks';
import { toast } from '../../app/shell/toast';
import type { EditorStore } from '../store';
import { placementOf } from '../store/placement';
import { isNavigationKey, neighbourOf } from './block-navigation';
import { catchPaste } from './paste-catcher';
import { copySelection, pastePlace, pasteCopy } from './clipboard-actions';

/** Keys typed into a field (Monaco's included, which types into a hidden textarea) are the field's, never shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.monaco-editor') !== null;
}

/**
 * Block shortcuts act on the canvas: focus on a block, or on the page itself (after a click on the page, focus is on
 * the main landmark; after a delete, on nothing).
 */
function onCanvas(target: EventTarget | null): boolean {
  if (target === document.body || (target instanceof HTMLElement && target.tagName === 'MAIN')) return true;
  return target instanceof Element && target.closest('[data-editor-block]') !== null;
}

/** Focuses a block's frame once it is drawn (which selects it), bringing it into view. */
function focusFrame(contentId: string) {
  requestAnimationFrame(() => {
    const frame = document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(contentId)}"]`);
    frame?.focus({ preventScroll: true });
    frame?.scrollIntoView({ block: 'nearest' });
  });
}

interface ShortcutOptions {
  store: EditorStore;
  page: string;
  env: string;
  /** Block shortcuts (delete, clipboard, arrows) belong to edit mode; undo and redo work in every mode. */
  blocks: boolean;
}

/**
 * The editor's keyboard: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z (or Y) redo; on the canvas, Delete asks to delete the
 * selected block, Ctrl/Cmd+C copies the selected blocks, Ctrl/Cmd+V pastes after the selected block (into it when it
 * holds blocks), Ctrl/Cmd+D duplicates, and the arrow keys move between blocks.
 */
export function useCanvasShortcuts({ store, page, env, blocks }: ShortcutOptions) {
  const registry = useContext(RegistryContext);

  useEffect(() => {
    const takesChildren = (block: BlockInstance) => !block.restricted && registry.get(block.component)?.acceptsChildren === true;
    const source = () => ({ page, env, phase: store.getState().currentPhase });
    const focusPasted = (ids: string[]) => {
      const last = ids.at(-1);
      if (last !== undefined) focusFrame(last);
    };

    const duplicate = () => {
      const state = store.getState();
      const here = state.selectedId === null ? undefined : placementOf(state.currentBlocks(), state.selectedId);
      const copied = copiedBlocks(state.currentBlocks(), state.selectedIds);
      if (!here || copied.length === 0) return;
      focusPasted(pasteCopy(store, clipboardOf(copied, source()), { parentId: here.parentId, index: here.index + 1 }));
    };

    const paste = async (text: string | null) => {
      const copy = parseClipboard(text) ?? recalledCopy();
      if (!copy) {
        toast.show({ message: 'translate.base.editor.clipboard.empty', kind: 'info' });
        return;
      }
      try {
        const blocks = await cleanPastedBlocks(copy.blocks);
        focusPasted(pasteCopy(store, { ...copy, blocks }, pastePlace(store, takesChildren)));
      } catch {
        toast.show({ message: 'translate.base.editor.clipboard.paste-failed', kind: 'error' });
      }
    };

    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const modifier = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (modifier && (key === 'z' || key === 'y')) {
        event.preventDefault();
        if (key === 'y' || event.shiftKey) store.getState().redo();
        else store.getState().undo();
        return;
      }
      if (!blocks || !onCanvas(event.target)) return;
      const { selectedId } = store.getState();
      if (modifier && key === 'v' && !event.shiftKey) {
        catchPaste((text) => void paste(text));
      } else if (modifier && key === 'd' && !event.shiftKey) {
        event.preventDefault();
        duplicate();
      } else if (event.key === 'Delete' && !modifier && selectedId !== null) {
        event.preventDefault();
        store.getState().askToDelete(selectedId);
      } else if (isNavigationKey(event.key) && !modifier && !event.altKey && selectedId !== null && event.target instanceof Element && event.target.matches('[data-editor-block]')) {
        const next = neighbourOf(store.getState().currentBlocks(), selectedId, event.key);
        event.preventDefault();
        if (next === undefined) return;
        store.getState().selectBlock(next);
        focusFrame(next);
      }
    };

    // Copy and paste go through the system clipboard's events, which need no permission: that is how a copy reaches
    // another environment's site (another address, so another local storage).
    const onCopy = (event: ClipboardEvent) => {
      if (!blocks || isTyping(event.target) || !onCanvas(event.target) || !(window.getSelection()?.isCollapsed ?? true)) return;
      const copy = copySelection(store, source());
      if (!copy) return;
      event.clipboardData?.setData('text/plain', JSON.stringify(copy));
      event.preventDefault();
    };

    window.addEventListener('keydown', onKey);
    document.addEventListener('copy', onCopy);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('copy', onCopy);
    };
  }, [store, page, env, blocks, registry]);
}
