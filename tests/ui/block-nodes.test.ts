import { describe, expect, it } from 'vitest';
import { blockNodesOf, type BlockNode } from '../../src/app/renderer/render-context';
import type { BlockInstance } from '../../src/engine';

const block = (contentId: string, parentId?: string, title = contentId): BlockInstance => ({
  component: parentId ? 'content-block' : 'component-group',
  contentId,
  key: contentId,
  ...(parentId ? { parentId } : {}),
  props: { title },
});

describe('blockNodesOf', () => {
  const page = [block('a'), block('a1', 'a'), block('a2', 'a'), block('b'), block('b1', 'b')];

  it('nests blocks under their parents in document order', () => {
    const nodes = blockNodesOf(page);
    expect(nodes.map((node) => node.block.contentId)).toEqual(['a', 'b']);
    expect(nodes[0]?.children.map((node) => node.block.contentId)).toEqual(['a1', 'a2']);
    expect(nodes[1]?.children.map((node) => node.block.contentId)).toEqual(['b1']);
  });

  it('keeps every node that did not change, and renews the edited block and its ancestors only', () => {
    const before = blockNodesOf(page);
    const edited = page.map((entry) => (entry.contentId === 'a2' ? block('a2', 'a', 'new title') : entry));
    const after = blockNodesOf(edited);
    expect(after[1]).toBe(before[1]);
    expect(after[0]?.children[0]).toBe(before[0]?.children[0]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]?.children[1]).not.toBe(before[0]?.children[1]);
    expect(after[0]?.children[1]?.block.props).toEqual({ title: 'new title' });
  });

  it('renews a group whose children were reordered, and answers the same array with the same nodes', () => {
    const before = blockNodesOf(page);
    const reordered = [page[0], page[2], page[1], page[3], page[4]] as BlockInstance[];
    const after = blockNodesOf(reordered);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]?.children.map((node) => node.block.contentId)).toEqual(['a2', 'a1']);
    expect(after[1]).toBe(before[1]);
    expect(blockNodesOf(reordered)).toBe(after);
  });

  /** The tree as plain data, to compare a patched tree with one built from scratch. */
  const shape = (nodes: readonly BlockNode[]): unknown => nodes.map((node) => ({ id: node.block.contentId, props: node.block.props, children: shape(node.children) }));

  it('patches successive props edits (a parent and its child together, then a root) into the right tree', () => {
    const deep = [block('g'), block('g1', 'g'), block('g1a', 'g1'), block('h')];
    blockNodesOf(deep);
    const first = deep.map((entry) => (entry.contentId === 'g1a' ? block('g1a', 'g1', 'deep') : entry.contentId === 'g1' ? block('g1', 'g', 'mid') : entry));
    const patched = blockNodesOf(first);
    const second = first.map((entry) => (entry.contentId === 'h' ? block('h', undefined, 'root') : entry));
    const patchedAgain = blockNodesOf(second);
    const expected = (rootTitle: string) => [
      { id: 'g', props: { title: 'g' }, children: [{ id: 'g1', props: { title: 'mid' }, children: [{ id: 'g1a', props: { title: 'deep' }, children: [] }] }] },
      { id: 'h', props: { title: rootTitle }, children: [] },
    ];
    expect(shape(patched)).toEqual(expected('h'));
    expect(shape(patchedAgain)).toEqual(expected('root'));
    expect(patchedAgain[0]).toBe(patched[0]);
    expect(patched[0]?.children[0]?.block).toBe(first[1]);
  });

  it('builds afresh when an edit changes the shape (a block moved to another parent)', () => {
    const base = [block('p'), block('q'), block('c', 'p')];
    blockNodesOf(base);
    const moved = [base[0], base[1], block('c', 'q')] as BlockInstance[];
    expect(shape(blockNodesOf(moved))).toEqual([
      { id: 'p', props: { title: 'p' }, children: [] },
      { id: 'q', props: { title: 'q' }, children: [{ id: 'c', props: { title: 'c' }, children: [] }] },
    ]);
  });

  it('puts blocks in a parent loop, or with a missing parent, at the root', () => {
    const nodes = blockNodesOf([block('x', 'y'), block('y', 'x'), block('z', 'gone')]);
    expect(nodes.map((node) => node.block.contentId)).toEqual(['x', 'y', 'z']);
  });
});
