import { toCanvas } from 'html-to-image';
import type { Pixels } from './compare-pixels';

/**
 * What edit mode adds inside a block (its tools, delete question, hidden note, drop mark) and the difference drawn
 * over it: left out of a capture, which shows the block as visitors see it.
 */
export const EDITOR_CHROME = '.editor-block__toolbar, .editor-block__confirm, .editor-block__hidden, .editor-drop, [data-qa-overlay]';

const keepNode = (node: Node): boolean => !(node instanceof Element && node.matches(EDITOR_CHROME));

/** The colour the block is drawn on: its own or the nearest ancestor's opaque background, white when none has one. */
function backdropOf(element: Element): string {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const color = getComputedStyle(current).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
}

/**
 * Draws the rendered block (the renderer's `<div id={contentId} class="block …">`) into a canvas at one canvas pixel
 * per CSS pixel, on the page's background, so a capture is comparable with a design exported at 1×.
 */
export function captureBlock(element: HTMLElement): Promise<HTMLCanvasElement> {
  return toCanvas(element, { pixelRatio: 1, backgroundColor: backdropOf(element), filter: keepNode });
}

/** The pixels of a whole canvas. */
export function canvasPixels(canvas: HTMLCanvasElement): Pixels {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot read a canvas');
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** A canvas as a PNG file (what "use the current block as the design" uploads). */
export function canvasPng(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(new File([blob], name, { type: 'image/png' })) : reject(new Error('The capture could not be encoded'))), 'image/png');
  });
}

/** Pixels into a canvas of their size (the difference image shown over the block). */
export function paintPixels(canvas: HTMLCanvasElement, pixels: Pixels): void {
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  canvas.getContext('2d')?.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0);
}
