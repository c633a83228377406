import { describe, expect, it } from 'vitest';
import type { BlockInstance } from '../../src/engine/content';
import { homeBlocks, openHome, outlineOf } from './fixtures';

const cardType = { name: 'content-block', defaults: {} };

/** The home page as a content editor receives it when group-b is for site editors only. */
const withPlaceholders = (): BlockInstance[] =>
  homeBlocks().map((block) => (block.contentId === 'group-b' || block.parentId === 'group-b' ? { ...block, props: {}, restricted: true as const } : block));

describe('a content editor and the placeholders of blocks only site editors may open', () => {
  it.each<[string, (store: ReturnType<typeof openHome>) => unknown]>([
    ['edit its props', (store) => store.getState().editProps('group-b', { title: 'Mine' })],
    ['replace it as JSON', (store) => store.getState().replaceBlockJson('card-3', { component: 'content-block', contentId: 'card-3', key: 'card-3', props: { x: 1 } })],
    ['change its width', (store) => store.getState().setBlockWidth('group-b', 50)],
    ['move it', (store) => store.getState().moveBlockUp('group-b')],
    ['move something nested in it out', (store) => store.getState().moveBlock('card-3', { index: 0 })],
    ['move a block into it', (store) => store.getState().moveBlock('footer', { parentId: 'group-b' })],
    ['add a block into it', (store) => store.getState().insertBlock(cardType, { parentId: 'group-b', contentId: 'sneaky' })],
    ['delete it', (store) => store.getState().deleteBlock('group-b')],
    ['assign it to another phase', (store) => store.getState().assignPhases('group-b', { live: true })],
  ])('cannot %s: nothing changes', (_what, act) => {
    const store = openHome(withPlaceholders());
    const before = store.getState().pages;
    act(store);
    expect(store.getState().pages).toBe(before);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('cannot delete a group that holds one', () => {
    const store = openHome(homeBlocks().map((block) => (block.contentId === 'card-3' ? { ...block, props: {}, restricted: true as const } : block)));
    expect(store.getState().deleteBlock('group-b')).toBe(false);
    expect(outlineOf(store)['group-b']).toEqual(['card-3']);
  });

  it('still moves and edits the blocks around it', () => {
    const store = openHome(withPlaceholders());
    expect(store.getState().moveBlockUp('footer')).toBe(true);
    expect(outlineOf(store).root).toEqual(['hero', 'group-a', 'footer', 'group-b']);
    expect(store.getState().editProps('hero', { title: 'Welcome' })).toBe(true);
  });
});
