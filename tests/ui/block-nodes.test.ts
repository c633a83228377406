import { describe, expect, it } from 'vitest';
import { blockNodesOf } from '../../src/app/renderer/render-context';
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

  it('puts blocks in a parent loop, or with a missing parent, at the root', () => {
    const nodes = blockNodesOf([block('x', 'y'), block('y', 'x'), block('z', 'gone')]);
    expect(nodes.map((node) => node.block.contentId)).toEqual(['x', 'y', 'z']);
  });
});
