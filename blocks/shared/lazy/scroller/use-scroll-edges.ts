import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The content is wider than the box by more than the threshold. */
  overflowing: boolean;
  canScrollBack: boolean;
  canScrollForward: boolean;
}

const NONE: ScrollEdges = { overflowing: false, canScrollBack: false, canScrollForward: false };

/** What a horizontally scrolling box shows of its content; `threshold` is how far content may stick out unnoticed. */
export function measureEdges(box: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>, threshold = 0): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= Math.max(threshold, 1)) return NONE;
  // Rounding of fractional widths can leave a pixel at either end.
  return { overflowing: true, canScrollBack: box.scrollLeft > 1, canScrollForward: box.scrollLeft < hidden - 1 };
}

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflowing === b.overflowing && a.canScrollBack === b.canScrollBack && a.canScrollForward === b.canScrollForward;

/**
 * Watches a scrolling box: its size (ResizeObserver), its content (items added, texts changed: MutationObserver) and its
 * scroll position. The first measure waits for a frame, when layout is done.
 */
export function useScrollEdges(box: RefObject<HTMLElement | null>, threshold = 0): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const update = () => {
      const next = measureEdges(element, threshold);
      setEdges((previous) => (same(previous, next) ? previous : next));
    };
    const frame = requestAnimationFrame(update);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(element);
    const changed = new MutationObserver(update);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      changed.disconnect();
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [box, threshold]);
  return edges;
}
