import { describe, expect, it } from 'vitest';
import type { BlockInstance } from '../../src/engine/content';
import { cyclicIds, descendantIds, filterTree, indexBlocks } from '../../src/engine/tree';

/** A page is an ordered flat list of blocks; nesting by `parentId`; order among siblings is list order. */

const block = (contentId: string, parentId?: string): BlockInstance => ({
  component: 'content-block',
  contentId,
  key: contentId,
  props: {},
  ...(parentId === undefined ? {} : { parentId }),
});

/**
 * hero
 * group
 *   card-1
 *     card-1-text
 *   card-2
 * footer
 */
const page: BlockInstance[] = [
  block('hero'),
  block('group'),
  block('card-1', 'group'),
  block('card-1-text', 'card-1'),
  block('card-2', 'group'),
  block('footer'),
];

const ids = (blocks: readonly BlockInstance[] | undefined): string[] => (blocks ?? []).map((entry) => entry.contentId);
const children = (blocks: readonly BlockInstance[]): Record<string, string[]> =>
  Object.fromEntries([...indexBlocks(blocks)].map(([parent, list]) => [String(parent), ids(list)]));

describe('indexBlocks: children of every block, in document order', () => {
  it.each<[string, BlockInstance[], Record<string, string[]>]>([
    ['an empty page', [], {}],
    ['a flat page', [block('a'), block('b'), block('c')], { null: ['a', 'b', 'c'] }],
    ['a nested page', page, { null: ['hero', 'group', 'footer'], group: ['card-1', 'card-2'], 'card-1': ['card-1-text'] }],
    ['a child listed before its parent', [block('child', 'parent'), block('parent')], { null: ['parent'], parent: ['child'] }],
    ['sibling order is list order', [block('p'), block('z', 'p'), block('a', 'p'), block('m', 'p')], { null: ['p'], p: ['z', 'a', 'm'] }],
    ['a missing parent → shown at the root', [block('a'), block('orphan', 'gone')], { null: ['a', 'orphan'] }],
    ['an empty parentId → root', [block('a', '')], { null: ['a'] }],
    ['its own parent → shown at the root', [block('a'), block('self', 'self')], { null: ['a', 'self'] }],
    ['two blocks nested in each other → both at the root', [block('x', 'y'), block('y', 'x')], { null: ['x', 'y'] }],
    [
      'a loop of three, with a block hanging off it',
      [block('a', 'c'), block('b', 'a'), block('c', 'b'), block('d', 'b')],
      { null: ['a', 'b', 'c'], b: ['d'] },
    ],
  ])('%s', (_name, blocks, expected) => {
    expect(children(blocks)).toEqual(expected);
  });

  it('every block appears exactly once in the index', () => {
    const messy = [...page, block('orphan', 'gone'), block('self', 'self'), block('x', 'y'), block('y', 'x')];
    const indexed = [...indexBlocks(messy).values()].flat();
    expect(ids(indexed).sort()).toEqual(ids(messy).sort());
  });
});

describe('cyclicIds: blocks whose parent chain loops', () => {
  it.each<[string, BlockInstance[], string[]]>([
    ['none in a tree', page, []],
    ['none with a missing parent', [block('a', 'gone')], []],
    ['a block that is its own parent', [block('self', 'self')], ['self']],
    ['a pair', [block('x', 'y'), block('y', 'x')], ['x', 'y']],
    ['only the loop, not what hangs off it', [block('a', 'c'), block('b', 'a'), block('c', 'b'), block('d', 'b'), block('e', 'd')], ['a', 'b', 'c']],
  ])('%s', (_name, blocks, expected) => {
    expect([...cyclicIds(blocks)].sort()).toEqual(expected);
  });
});

describe('descendantIds: the block and everything nested below it', () => {
  const tree = indexBlocks(page);
  it.each<[string, string[]]>([
    ['group', ['card-1', 'card-1-text', 'card-2', 'group']],
    ['card-1', ['card-1', 'card-1-text']],
    ['card-1-text', ['card-1-text']],
    ['hero', ['hero']],
    ['unknown', ['unknown']],
  ])('%s', (rootId, expected) => {
    expect([...descendantIds(tree, rootId)].sort()).toEqual(expected);
  });
});

describe('filterTree: a rejected block takes its nested blocks with it', () => {
  it.each<[string, (entry: BlockInstance) => boolean, string[]]>([
    ['keep everything', () => true, ['hero', 'group', 'card-1', 'card-1-text', 'card-2', 'footer']],
    ['reject everything', () => false, []],
    ['reject a leaf', (entry) => entry.contentId !== 'card-2', ['hero', 'group', 'card-1', 'card-1-text', 'footer']],
    ['reject a middle block: its child goes too', (entry) => entry.contentId !== 'card-1', ['hero', 'group', 'card-2', 'footer']],
    ['reject the group: all descendants go', (entry) => entry.contentId !== 'group', ['hero', 'footer']],
    ['reject a top-level leaf', (entry) => entry.contentId !== 'hero', ['group', 'card-1', 'card-1-text', 'card-2', 'footer']],
    ['a kept child of a rejected parent still goes', (entry) => entry.contentId !== 'group' || entry.contentId.startsWith('card'), ['hero', 'footer']],
  ])('%s', (_name, keep, expected) => {
    expect(ids(filterTree(page, keep))).toEqual(expected);
  });

  it('also when the child is listed before its parent', () => {
    const blocks = [block('child', 'parent'), block('grandchild', 'child'), block('parent'), block('other')];
    expect(ids(filterTree(blocks, (entry) => entry.contentId !== 'parent'))).toEqual(['other']);
  });

  it('an orphan (missing parent) is kept like a root block', () => {
    expect(ids(filterTree([block('a'), block('orphan', 'gone')], () => true))).toEqual(['a', 'orphan']);
  });

  it('does not ask about blocks already dropped with their parent', () => {
    const asked: string[] = [];
    filterTree(page, (entry) => {
      asked.push(entry.contentId);
      return entry.contentId !== 'group';
    });
    expect(asked).toEqual(['hero', 'group', 'footer']);
  });

  it('returns the same block objects, in order, and leaves the input alone', () => {
    const input = [...page];
    const kept = filterTree(input, (entry) => entry.contentId !== 'hero');
    expect(kept[0]).toBe(page[1]);
    expect(input).toEqual(page);
  });
});
