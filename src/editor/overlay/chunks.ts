import type { BlockNode } from '../../app/renderer/render-context';
import { resolveWidths, type WrapperWidth } from '../../engine';

/** A run of root blocks (with everything nested in them) that the canvas mounts or leaves out as one. */
export interface BlockChunk {
  /** The first root block's key: stable while that block stays first in the run. */
  key: string;
  nodes: readonly BlockNode[];
  /** Blocks in the run, nested ones included (to estimate the height of a run never drawn). */
  blockCount: number;
}

export interface ChunkOptions {
  /** A run is cut only after at least this many root blocks… */
  minRoots: number;
  /** …before a root block whose key hashes to a cut (one key in `cutOneIn`)… */
  cutOneIn: number;
  /** …or at the next row start once it holds this many. */
  maxRoots: number;
}

export const CHUNK_OPTIONS: ChunkOptions = { minRoots: 2, cutOneIn: 4, maxRoots: 16 };

// FNV-1a: cuts depend on the keys, not on positions, so inserting or deleting a block leaves the other runs as they were.
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// Runs are cut again on every edit; a keystroke changes one block, so the others' answers are kept.
const hashes = new Map<string, number>();
const shares = new WeakMap<BlockNode['block'], number>();

function cachedHash(key: string): number {
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = keyHash(key);
    hashes.set(key, hash);
  }
  return hash;
}

function desktopShare({ block }: BlockNode): number {
  let share = shares.get(block);
  if (share === undefined) {
    share = resolveWidths(block.props.wrapperWidth as WrapperWidth).desktop / 100;
    shares.set(block, share);
  }
  return share;
}

const countBlocks = (nodes: readonly BlockNode[]): number => nodes.reduce((sum, node) => sum + 1 + countBlocks(node.children), 0);

const chunkOf = (nodes: readonly BlockNode[]): BlockChunk => ({ key: nodes[0]?.block.key ?? '', nodes, blockCount: countBlocks(nodes) });

/**
 * Cuts the page's root blocks into runs. A run ends only where a new row starts on the widest layout (blocks side by
 * side stay in one run, so each run can be its own flex row container), and the cut points come from the blocks' keys.
 */
export function chunkNodes(nodes: readonly BlockNode[], options: ChunkOptions = CHUNK_OPTIONS): BlockChunk[] {
  const chunks: BlockChunk[] = [];
  let run: BlockNode[] = [];
  let rowShare = 0;
  for (const node of nodes) {
    const share = desktopShare(node);
    const startsRow = rowShare === 0 || rowShare + share > 1.001;
    rowShare = startsRow ? share : rowShare + share;
    const cutHere = cachedHash(node.block.key) % options.cutOneIn === 0 || run.length >= options.maxRoots;
    if (startsRow && run.length >= options.minRoots && cutHere) {
      chunks.push(chunkOf(run));
      run = [];
    }
    run.push(node);
  }
  if (run.length > 0) chunks.push(chunkOf(run));
  return chunks;
}

const sameNodes = (a: readonly BlockNode[], b: readonly BlockNode[]) => a.length === b.length && a.every((node, index) => node === b[index]);

/** The new runs, with each unchanged run replaced by its previous object (so its memoised component skips rendering). */
export function reuseChunks(next: readonly BlockChunk[], previous: readonly BlockChunk[]): BlockChunk[] {
  const byKey = new Map(previous.map((chunk) => [chunk.key, chunk]));
  return next.map((chunk) => {
    const before = byKey.get(chunk.key);
    return before && sameNodes(before.nodes, chunk.nodes) ? before : chunk;
  });
}
