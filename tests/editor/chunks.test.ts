import { describe, expect, it } from 'vitest';
import { blockNodesOf } from '../../src/app/renderer/render-context';
import type { BlockInstance } from '../../src/engine';
import { chunkNodes, reuseChunks, type ChunkOptions } from '../../src/editor/overlay/chunks';

const block = (contentId: string, props: Record<string, unknown> = {}, parentId?: string): BlockInstance => ({
  component: 'content-block',
  contentId,
  key: contentId,
  ...(parentId ? { parentId } : {}),
  props,
});

const rootIds = (chunk: { nodes: readonly { block: BlockInstance }[] }) => chunk.nodes.map((node) => node.block.contentId);
const EVERY_KEY_CUTS: ChunkOptions = { minRoots: 2, cutOneIn: 1, maxRoots: 10 };

describe('chunkNodes: runs of root blocks for the windowed canvas', () => {
  it('cuts only where a new row starts, so blocks side by side stay in one run', () => {
    const blocks = [block('a'), block('b'), block('c', { wrapperWidth: 50 }), block('d', { wrapperWidth: 50 }), block('e', { wrapperWidth: 33 }), block('f', { wrapperWidth: 33 }), block('g', { wrapperWidth: 33 }), block('h')];
    const runs = chunkNodes(blockNodesOf(blocks), EVERY_KEY_CUTS);
    expect(runs.map(rootIds)).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f', 'g'], ['h']]);
  });

  it('counts nested blocks and keys each run by its first root block', () => {
    const blocks = [block('g'), block('g1', {}, 'g'), block('g2', {}, 'g'), block('x')];
    const [run] = chunkNodes(blockNodesOf(blocks));
    expect(run).toMatchObject({ key: 'g', blockCount: 4 });
  });

  it('cuts where the keys say, so deleting a block leaves the other runs as they were', () => {
    const blocks = Array.from({ length: 300 }, (_, index) => block(`block-${index}`));
    const before = chunkNodes(blockNodesOf(blocks));
    expect(before.length).toBeGreaterThan(15);
    expect(Math.max(...before.map((run) => run.nodes.length))).toBeLessThanOrEqual(16);
    const victim = rootIds(before[5] as (typeof before)[number])[1] as string;
    const after = reuseChunks(chunkNodes(blockNodesOf(blocks.filter((entry) => entry.contentId !== victim))), before);
    expect(after.length).toBe(before.length);
    after.forEach((run, index) => {
      if (index === 5) expect(rootIds(run)).toEqual(rootIds(before[5] as (typeof before)[number]).filter((id) => id !== victim));
      else expect(run).toBe(before[index]);
    });
  });

  it('keeps every run object but the edited one after a props edit', () => {
    const blocks = Array.from({ length: 100 }, (_, index) => block(`b${index}`, { heading: `H${index}` }));
    const before = chunkNodes(blockNodesOf(blocks));
    const edited = blocks.map((entry) => (entry.contentId === 'b50' ? block('b50', { heading: 'changed' }) : entry));
    const after = reuseChunks(chunkNodes(blockNodesOf(edited)), before);
    const changed = after.filter((run, index) => run !== before[index]);
    expect(changed.map(rootIds)).toEqual([expect.arrayContaining(['b50'])]);
  });
});
