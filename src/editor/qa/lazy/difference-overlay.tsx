import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { paintPixels } from './capture-block';
import type { Pixels } from './compare-pixels';

interface DifferenceOverlayProps {
  /** The block's element on the canvas: the overlay is drawn inside it, from its top-left corner, so it scrolls with it. */
  block: HTMLElement;
  difference: Pixels;
  /** 0 to 1. */
  opacity: number;
}

/** The difference image over the block it was computed for, one image pixel per CSS pixel, letting clicks through. */
export function DifferenceOverlay({ block, difference, opacity }: DifferenceOverlayProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    if (canvas.current) paintPixels(canvas.current, difference);
  }, [difference]);
  return createPortal(
    <canvas
      ref={canvas}
      className="qa-difference-overlay"
      data-qa-overlay=""
      aria-hidden="true"
      style={{ width: difference.width, height: difference.height, opacity }}
    />,
    block,
  );
}
