import { useEffect, useState, type RefObject } from 'react';

/** The block's element on the canvas (the renderer's wrapper), or null when it is not drawn (scrolled far away). */
export function findBlock(contentId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.block[id="${CSS.escape(contentId)}"]`);
}

const CHECKING = 'data-qa-checking';

/**
 * While the check is open the block is marked, and edit mode's outline and tools step aside (block-qa.css): the block
 * on the canvas then has the size of its capture, and the difference drawn over it lines up with it. The panel takes
 * focus; on closing, the block's tools come back first, so focus can return to the tool that opened the panel.
 */
export function useCheckedBlock(contentId: string, panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = findBlock(contentId);
    element?.setAttribute(CHECKING, '');
    const node = panel.current;
    node?.focus();
    return () => {
      element?.removeAttribute(CHECKING);
      // Only when focus was in the panel (or lost with it): a click elsewhere on the page keeps its focus.
      const active = document.activeElement;
      const focusWasHere = !active || active === document.body || node?.contains(active) === true;
      if (focusWasHere && opener?.isConnected) opener.focus();
    };
  }, [contentId, panel]);
}

/** The width of the editor's canvas (the preview width picked, or the window's), followed as it changes. */
export function useCanvasWidth(): number {
  const [width, setWidth] = useState(() => document.querySelector('[data-preview-canvas]')?.clientWidth ?? window.innerWidth);
  useEffect(() => {
    const canvas = document.querySelector('[data-preview-canvas]');
    if (!canvas) return undefined;
    const observer = new ResizeObserver(() => setWidth(canvas.clientWidth));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  return width;
}
