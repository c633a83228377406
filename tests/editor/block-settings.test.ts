import { describe, expect, it } from 'vitest';
import type { WidthChoice } from '../../src/engine/widths';
import { block, openHome, outlineOf, propsOf } from './fixtures';

describe('an editor sets a block width', () => {
  it.each<[WidthChoice, unknown]>([
    [66, 66],
    [50, 50],
    [33, 33],
    [25, 25],
    [20, 20],
    [100, undefined],
  ])('width %i stores wrapperWidth %j', (width, stored) => {
    const store = openHome();
    store.getState().setBlockWidth('card-1', 50);
    store.getState().setBlockWidth('card-1', width);
    expect(propsOf(store, 'card-1')?.wrapperWidth).toBe(stored);
  });

  it('refuses a width that is not offered', () => {
    const store = openHome();
    expect(store.getState().setBlockWidth('card-1', 40 as WidthChoice)).toBe(false);
    expect(propsOf(store, 'card-1')).toEqual({});
  });

  it('one width change is one undo step', () => {
    const store = openHome();
    store.getState().setBlockWidth('hero', 33);
    store.getState().undo();
    expect(propsOf(store, 'hero')).not.toHaveProperty('wrapperWidth');
  });
});

describe('an editor edits props in the form', () => {
  it('sets and removes props, leaving the others alone', () => {
    const store = openHome();
    store.getState().editProps('hero', { subtitle: 'Hello', title: undefined });
    expect(propsOf(store, 'hero')).toEqual({ subtitle: 'Hello' });
  });

  it('ignores a block that is not on the page', () => {
    expect(openHome().getState().editProps('nobody', { title: 'x' })).toBe(false);
  });
});

describe('an editor saves a block from the JSON editor', () => {
  it('takes the new component, props and permissions but keeps the id and parent', () => {
    const store = openHome();
    const edited = { ...block('renamed', 'group-b', { title: 'From JSON' }), permissions: { requireScope: 'attendee' } };
    expect(store.getState().replaceBlockJson('card-1', edited)).toBe(true);
    const saved = store.getState().currentBlocks().find((entry) => entry.contentId === 'card-1');
    expect(saved).toMatchObject({ contentId: 'card-1', parentId: 'group-a', props: { title: 'From JSON' } });
    expect(saved?.permissions).toEqual({ requireScope: 'attendee' });
    expect(outlineOf(store)['card-1']).toEqual(['card-1-text']);
  });

  it('saving unchanged JSON is not an undo step', () => {
    const store = openHome();
    const current = store.getState().currentBlocks()[0];
    if (!current) throw new Error('fixture has a hero');
    store.getState().replaceBlockJson('hero', structuredClone(current));
    expect(store.getState().canUndo()).toBe(false);
  });
});
