import { describe, expect, it } from 'vitest';
import { openHome, outlineOf, propsOf } from './fixtures';

const cardType = { name: 'content-block', defaults: { title: 'New card', tone: 'light' } };

describe('an editor adds blocks from the palette', () => {
  it('adds a block at the end of the page with the suggested id and the type defaults', () => {
    const store = openHome();
    const result = store.getState().insertBlock(cardType);
    expect(result).toEqual({ ok: true, contentId: 'content-block-1' });
    expect(outlineOf(store).root).toEqual(['hero', 'group-a', 'group-b', 'footer', 'content-block-1']);
    expect(propsOf(store, 'content-block-1')).toEqual({ title: 'New card', tone: 'light' });
  });

  it('adds a block with a typed id (trimmed, lowercased) into a group at a chosen place, props over defaults', () => {
    const store = openHome();
    const result = store.getState().insertBlock(cardType, {
      parentId: 'group-a',
      index: 1,
      contentId: '  Speakers ',
      props: { title: 'Speakers' },
    });
    expect(result).toEqual({ ok: true, contentId: 'speakers' });
    expect(outlineOf(store)['group-a']).toEqual(['card-1', 'speakers', 'card-2']);
    expect(propsOf(store, 'speakers')).toEqual({ title: 'Speakers', tone: 'light' });
  });

  it('refuses an id used on the page (in any phase) or an empty one, and changes nothing', () => {
    const store = openHome();
    store.getState().switchPhase('live');
    expect(store.getState().insertBlock(cardType, { contentId: 'HERO' })).toEqual({ ok: false, reason: 'taken' });
    expect(store.getState().insertBlock(cardType, { contentId: ' ' })).toEqual({ ok: false, reason: 'required' });
    expect(store.getState().currentBlocks()).toEqual([]);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('undo takes the added block away and redo brings it back', () => {
    const store = openHome();
    store.getState().insertBlock(cardType, { parentId: 'group-b', index: 0, contentId: 'news' });
    store.getState().undo();
    expect(outlineOf(store)['group-b']).toEqual(['card-3']);
    store.getState().redo();
    expect(outlineOf(store)['group-b']).toEqual(['news', 'card-3']);
  });

  it('refuses a place that does not exist', () => {
    const store = openHome();
    expect(store.getState().insertBlock(cardType, { parentId: 'nowhere' })).toEqual({ ok: false, reason: 'no-place' });
    expect(store.getState().insertBlock(cardType, { parentId: 'group-b', index: 5 })).toEqual({
      ok: false,
      reason: 'no-place',
    });
  });
});

describe('an editor drags blocks within and between groups', () => {
  it('moves a card from group A into group B, first place', () => {
    const store = openHome();
    expect(store.getState().moveBlock('card-2', { parentId: 'group-b', index: 0 })).toBe(true);
    expect(outlineOf(store)).toMatchObject({ 'group-a': ['card-1'], 'group-b': ['card-2', 'card-3'] });
  });

  it('moves a card out of its group to the page root', () => {
    const store = openHome();
    store.getState().moveBlock('card-3', { index: 0 });
    expect(outlineOf(store).root).toEqual(['card-3', 'hero', 'group-a', 'group-b', 'footer']);
    expect(outlineOf(store)['group-b']).toBeUndefined();
  });

  it('moves a group with everything nested in it', () => {
    const store = openHome();
    store.getState().moveBlock('card-1', { parentId: 'group-b' });
    expect(outlineOf(store)).toEqual({
      root: ['hero', 'group-a', 'group-b', 'footer'],
      'group-a': ['card-2'],
      'group-b': ['card-3', 'card-1'],
      'card-1': ['card-1-text'],
    });
  });

  it('ignores a move into the block itself or its own descendant', () => {
    const store = openHome();
    const before = store.getState().currentBlocks();
    expect(store.getState().moveBlock('group-a', { parentId: 'card-1-text', index: 0 })).toBe(false);
    expect(store.getState().moveBlock('group-a', { parentId: 'group-a', index: 0 })).toBe(false);
    expect(store.getState().currentBlocks()).toBe(before);
    expect(store.getState().canUndo()).toBe(false);
  });

  it.each([
    ['past the end', { parentId: 'group-b', index: 2 }],
    ['before the start', { parentId: 'group-b', index: -1 }],
    ['into a missing group', { parentId: 'gone', index: 0 }],
  ])('ignores a move %s', (_story, to) => {
    const store = openHome();
    expect(store.getState().moveBlock('card-2', to)).toBe(false);
    expect(outlineOf(store)['group-a']).toEqual(['card-1', 'card-2']);
  });

  it('dropping a block where it already is changes nothing', () => {
    const store = openHome();
    expect(store.getState().moveBlock('card-2', { parentId: 'group-a', index: 1 })).toBe(false);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('moves a block up and down among its siblings and ignores moving past either end', () => {
    const store = openHome();
    const { moveBlockUp, moveBlockDown } = store.getState();
    expect(moveBlockDown('card-1')).toBe(true);
    expect(outlineOf(store)['group-a']).toEqual(['card-2', 'card-1']);
    expect(moveBlockDown('card-1')).toBe(false);
    expect(moveBlockUp('hero')).toBe(false);
    expect(moveBlockUp('footer')).toBe(true);
    expect(outlineOf(store).root).toEqual(['hero', 'group-a', 'footer', 'group-b']);
  });
});

describe('an editor deletes a block', () => {
  it('removes the block with everything nested in it and undo puts them back in place', () => {
    const store = openHome();
    const before = store.getState().currentBlocks();
    store.getState().selectBlock('card-1-text');
    expect(store.getState().deleteBlock('group-a')).toBe(true);
    expect(store.getState().currentBlocks().map((entry) => entry.contentId)).toEqual([
      'hero',
      'group-b',
      'card-3',
      'footer',
    ]);
    expect(store.getState().selectedId).toBeNull();
    store.getState().undo();
    expect(store.getState().currentBlocks()).toEqual(before);
  });
});
