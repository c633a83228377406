import { blockNodesOf } from '../../app/renderer/render-context';
import type { BlockInstance } from '../../engine';
import { chunkNodes } from '../overlay/chunks';
import { WINDOW_FROM_BLOCKS } from '../overlay/windowed-blocks';

// A run scrolled into view is drawn within a frame or two; a slow machine gets a few more.
const FRAMES_TO_WAIT = 30;

const frameOf = (id: string) => document.querySelector<HTMLElement>(`[data-editor-block="${CSS.escape(id)}"]`);

/** A block taller than most of the window shows from its top; a smaller one in the middle. */
function show(frame: HTMLElement) {
  frame.scrollIntoView({ block: frame.offsetHeight > window.innerHeight * 0.8 ? 'start' : 'center' });
}

/** The key of the canvas run holding the root block `rootId` (runs are cut as the windowed canvas cuts them). */
function runKeyOf(blocks: readonly BlockInstance[], rootId: string): string | undefined {
  return chunkNodes(blockNodesOf(blocks)).find((chunk) => chunk.nodes.some((node) => node.block.contentId === rootId))?.key;
}

/**
 * Scrolls the canvas to a block. A large page draws only the runs near the viewport, so a block far away has no frame
 * yet: its run is scrolled into view first, and the block once the run is drawn.
 */
export function revealBlock(blocks: readonly BlockInstance[], id: string, rootId: string): void {
  const frame = frameOf(id);
  if (frame) {
    show(frame);
    return;
  }
  const key = blocks.length > WINDOW_FROM_BLOCKS ? runKeyOf(blocks, rootId) : undefined;
  const run = key === undefined ? null : document.querySelector<HTMLElement>(`[data-editor-run="${CSS.escape(key)}"]`);
  if (!run) return;
  run.scrollIntoView({ block: 'start' });
  let frames = 0;
  const waitForFrame = () => {
    const drawn = frameOf(id);
    if (drawn) show(drawn);
    else if ((frames += 1) < FRAMES_TO_WAIT) requestAnimationFrame(waitForFrame);
  };
  requestAnimationFrame(waitForFrame);
}
