import { describe, expect, it } from 'vitest';
import type { BlockInstance, TranslationDiffResponse } from '../../src/engine';
import { diffBlocks, fieldChanges } from '../../src/editor/compare/block-diff';
import { shortValue } from '../../src/editor/compare/short-value';
import { mergeBlocks } from '../../src/editor/compare/merge-blocks';
import { changeId, entriesToCopy, pageTranslationChanges, translationKeysOf } from '../../src/editor/compare/translation-diff';

const block = (contentId: string, props: Record<string, unknown> = {}, extra: Partial<BlockInstance> = {}): BlockInstance => ({
  component: 'content-block',
  contentId,
  key: contentId,
  props,
  ...extra,
});
const ids = (blocks: readonly BlockInstance[]) => blocks.map((entry) => `${entry.parentId ? `${entry.parentId}>` : ''}${entry.contentId}`);
const summary = (current: BlockInstance[], target: BlockInstance[]) =>
  diffBlocks(current, target).map((change) => `${change.contentId}:${change.kind}${change.moved && change.kind !== 'moved' ? '+moved' : ''}`);

describe('fieldChanges', () => {
  it('names each differing prop by its path, width by its tool name, and ignores server stamps', () => {
    const current = block('hero', { title: 'Hi', wrapperWidth: 50, cta: { text: 'Go', url: '/a' } }, { _revision: 3, _editorName: 'Ann' });
    const target = block('hero', { title: 'Hello', cta: { text: 'Go', url: '/b' } }, { _revision: 9, _editorName: 'Bob' });
    expect(fieldChanges(current, target)).toEqual([
      { field: 'props.title', current: 'Hi', target: 'Hello' },
      { field: 'width', current: 50, target: undefined },
      { field: 'props.cta.url', current: '/a', target: '/b' },
    ]);
  });

  it('reports permissions and parentId whole, arrays whole, and nothing for equal blocks in another key order', () => {
    const current = block('a', { items: [1, 2] }, { parentId: 'g1', permissions: { requireScope: 'x', blockedScope: 'y' } });
    const target = block('a', { items: [1, 3] }, { parentId: 'g2', permissions: { requireScope: 'z', blockedScope: 'y' } });
    expect(fieldChanges(current, target).map((change) => change.field)).toEqual(['props.items', 'parentId', 'permissions']);
    const reordered = { props: { b: 1, a: 2 }, key: 'k', contentId: 'k', component: 'c' } as BlockInstance;
    expect(fieldChanges(reordered, { component: 'c', contentId: 'k', key: 'k', props: { a: 2, b: 1 } })).toEqual([]);
  });
});

describe('diffBlocks', () => {
  it.each([
    ['identical pages', ['a', 'b'], ['a', 'b'], []],
    ['a block only the target has', ['a'], ['a', 'x'], ['x:added']],
    ['a block the target lacks', ['a', 'b'], ['a'], ['b:removed']],
    ['a swap names the fewest moved blocks', ['a', 'b', 'c'], ['c', 'a', 'b'], ['c:moved']],
    ['a new block before others moves nothing', ['a', 'b'], ['x', 'a', 'b'], ['x:added']],
    ['a removed block between others moves nothing', ['a', 'b', 'c'], ['a', 'c'], ['b:removed']],
  ])('%s', (_name, current, target, expected) => {
    expect(summary(current.map((id) => block(id)), target.map((id) => block(id)))).toEqual(expected);
  });

  it('tells a changed block, a changed and moved one, and a new parent (a field change, not a move)', () => {
    const current = [block('g'), block('a', { t: 1 }), block('b'), block('c', {}, { parentId: 'g' })];
    const target = [block('g'), block('b'), block('a', { t: 2 }), block('c')];
    expect(summary(current, target)).toEqual(['a:changed+moved', 'c:changed']);
    expect(diffBlocks(current, target)[1]!.fields).toEqual([{ field: 'parentId', current: 'g', target: undefined }]);
  });

  it('orders siblings per parent: children in another flat position are not moved', () => {
    const current = [block('g'), block('c1', {}, { parentId: 'g' }), block('h')];
    const target = [block('g'), block('h'), block('c1', {}, { parentId: 'g' })];
    expect(summary(current, target)).toEqual([]);
  });
});

describe('mergeBlocks', () => {
  const current = [block('a', { v: 'new' }), block('b'), block('g'), block('c', {}, { parentId: 'g' }), block('d', {}, { parentId: 'g' })];

  it('replaces a block the target has, in place, and keeps every other block of the target', () => {
    const target = [block('x'), block('a', { v: 'old' }), block('y')];
    const merged = mergeBlocks(target, current, ['a']);
    expect(ids(merged)).toEqual(['x', 'a', 'y']);
    expect(merged[1]!.props).toEqual({ v: 'new' });
  });

  it('adds a new block after its nearest earlier sibling the target has', () => {
    expect(ids(mergeBlocks([block('a'), block('y')], current, ['b']))).toEqual(['a', 'b', 'y']);
  });

  it('adds a first block before its nearest later sibling when no earlier one is there', () => {
    expect(ids(mergeBlocks([block('b'), block('y')], current, ['a']))).toEqual(['a', 'b', 'y']);
  });

  it('brings a missing parent along and keeps children in order under it', () => {
    expect(ids(mergeBlocks([block('a')], current, ['d', 'c']))).toEqual(['a', 'g', 'g>c', 'g>d']);
    expect(ids(mergeBlocks([block('g'), block('y')], current, ['d']))).toEqual(['g', 'g>d', 'y']);
  });

  it('moves a copied block back to its place among the target siblings and fixes its parent', () => {
    const target = [block('g'), block('b'), block('a'), block('c')];
    expect(ids(mergeBlocks(target, current, ['a', 'c']))).toEqual(['g', 'g>c', 'a', 'b']);
  });

  it('ignores ids the source does not hold and changes nothing without ids', () => {
    const target = [block('x')];
    expect(mergeBlocks(target, current, ['nope'])).toEqual(target);
    expect(mergeBlocks(target, current, [])).toEqual(target);
  });
});

describe('translations of the page', () => {
  const blocks = [
    block('hero', { title: 'translate.home.hero.title', text: 'Plain text', buttons: [{ text: 'translate.home.hero.cta' }] }),
    block('x', { note: 'translate.bad..key', count: 3 }),
  ];
  const diff: TranslationDiffResponse = {
    a: 'cont',
    b: 'uat',
    differences: [
      { lang: 'en-US', ns: 'common', key: 'translate.home.hero.title', a: 'Welcome', b: 'Hello' },
      { lang: 'de-DE', ns: 'common', key: 'translate.home.hero.title', a: 'Willkommen', b: 'Hallo' },
      { lang: 'en-US', ns: 'common', key: 'translate.home.hero.cta', a: null, b: 'Go' },
      { lang: 'en-US', ns: 'common', key: 'translate.elsewhere', a: 'A', b: 'B' },
    ],
  };

  it('collects the keys the props name at any depth, literal text and bad keys left out', () => {
    expect([...translationKeysOf(blocks)].sort()).toEqual(['translate.home.hero.cta', 'translate.home.hero.title']);
  });

  it('keeps the page keys of one language, sorted, and copies only those with a current value', () => {
    const changes = pageTranslationChanges(diff, translationKeysOf(blocks), 'en-US');
    expect(changes).toEqual([
      { ns: 'common', key: 'translate.home.hero.cta', current: null, target: 'Go' },
      { ns: 'common', key: 'translate.home.hero.title', current: 'Welcome', target: 'Hello' },
    ]);
    const entries = entriesToCopy(changes, new Set(changes.map(changeId)));
    expect([...entries]).toEqual([['common', { 'translate.home.hero.title': 'Welcome' }]]);
  });
});

describe('shortValue', () => {
  it.each([
    [undefined, undefined],
    ['text', 'text'],
    [{ a: 1 }, '{"a":1}'],
    [50, '50'],
    ['x'.repeat(200), `${'x'.repeat(119)}…`],
  ])('%j → %j', (value, expected) => {
    expect(shortValue(value)).toBe(expected);
  });
});
