import { memo, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { BlockWrapper } from '../../app/renderer/block-wrapper';
import { useRenderContext } from '../../app/renderer/use-render-context';
import { blockNodesOf, type BlockNode, type RenderContext } from '../../app/renderer/render-context';
import type { BlockInstance } from '../../engine';
import { chunkNodes, reuseChunks, type BlockChunk } from './chunks';
import { useOverlay } from './editor-context';
import { createViewportWatcher, type ViewportWatcher } from './viewport-watcher';

/** Pages up to this size are drawn whole; larger ones only near the viewport. */
export const WINDOW_FROM_BLOCKS = 200;
// Runs within one window height above or below the viewport are drawn, so scrolling never shows an empty run.
const NEAR_MARGIN = '100% 0px';
// Until a run has been drawn its height is guessed from the blocks drawn so far, or from this.
const FIRST_GUESS_PX_PER_BLOCK = 120;

/** Heights of runs once drawn, so a run left out keeps its place and the scrollbar stays still. */
class RunHeights {
  private readonly known = new Map<string, number>();
  private drawnHeight = 0;
  private drawnBlocks = 0;

  remember(chunk: BlockChunk, height: number) {
    if (height <= 0) return;
    this.known.set(chunk.key, height);
    this.drawnHeight += height;
    this.drawnBlocks += chunk.blockCount;
  }

  of(chunk: BlockChunk): number {
    const perBlock = this.drawnBlocks > 0 ? this.drawnHeight / this.drawnBlocks : FIRST_GUESS_PX_PER_BLOCK;
    return this.known.get(chunk.key) ?? Math.round(chunk.blockCount * perBlock);
  }
}

/** The page's runs, reusing unchanged runs between renders (a keystroke changes one run of a 2,000-block page). */
class RunCache {
  private last: { nodes: readonly BlockNode[]; chunks: readonly BlockChunk[] } | null = null;

  chunksOf(nodes: readonly BlockNode[]): readonly BlockChunk[] {
    if (this.last?.nodes === nodes) return this.last.chunks;
    const chunks = reuseChunks(chunkNodes(nodes), this.last?.chunks ?? []);
    this.last = { nodes, chunks };
    return chunks;
  }
}

interface RunProps {
  chunk: BlockChunk;
  render: RenderContext;
  /** Null when the page is drawn whole. */
  watcher: ViewportWatcher | null;
  heights: RunHeights;
}

/**
 * One run of root blocks: drawn while near the viewport or holding the focus, otherwise an empty box of its last
 * height. Each run is its own flex row container; runs end only where a row ends, so the layout is the page's.
 */
const BlockRun = memo(function BlockRun({ chunk, render, watcher, heights }: RunProps) {
  const element = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [focused, setFocused] = useState(false);
  const drawn = watcher === null || near || focused;

  useEffect(() => {
    const node = element.current;
    if (!watcher || !node) return undefined;
    return watcher.watch(node, (isNear, height) => {
      // Leaving the window while drawn: this is the run's real height, kept for the empty box that replaces it.
      if (!isNear && node.childElementCount > 0) heights.remember(chunk, height);
      setNear(isNear);
    });
  }, [watcher, heights, chunk]);

  return (
    <div
      ref={element}
      data-editor-run={chunk.key}
      className={drawn ? 'page-blocks editor-run' : 'page-blocks editor-run editor-run--away'}
      style={drawn ? undefined : { height: heights.of(chunk) }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {drawn && chunk.nodes.map((node) => <BlockWrapper key={node.block.key} node={node} render={render} />)}
    </div>
  );
});

/**
 * The editor's canvas. Large pages are windowed: only runs of blocks near the viewport are mounted, so typing, deleting
 * or opening a dialog costs the same on a 2,000-block page as on a short one (a frame and its toolbar are a few dozen
 * elements and a store subscription per block).
 */
export function WindowedBlocks({ blocks }: { blocks: readonly BlockInstance[] }) {
  const render = useRenderContext();
  const [cache] = useState(() => new RunCache());
  const [heights] = useState(() => new RunHeights());
  const [watcher] = useState(() => (typeof IntersectionObserver === 'function' ? createViewportWatcher(NEAR_MARGIN) : null));
  useEffect(() => () => watcher?.disconnect(), [watcher]);
  const windowed = blocks.length > WINDOW_FROM_BLOCKS;

  const nodes = blockNodesOf(blocks);
  // A page drawn whole is one run: the same markup as the attendee's page.
  const chunks = windowed ? cache.chunksOf(nodes) : [{ key: 'page', nodes, blockCount: blocks.length }];
  return (
    <div className="editor-runs">
      {chunks.map((chunk) => (
        <BlockRun key={chunk.key} chunk={chunk} render={render} watcher={windowed ? watcher : null} heights={heights} />
      ))}
    </div>
  );
}

const NO_BLOCKS: readonly BlockInstance[] = [];

/** The working blocks of the page and phase in view; only this part of the overlay re-renders when they change. */
export function CanvasBlocks({ page }: { page: string }) {
  const { store } = useOverlay();
  const blocks = useStore(store, (state) => state.pages[page]?.[state.currentPhase]?.blocks ?? NO_BLOCKS);
  return <WindowedBlocks blocks={blocks} />;
}
