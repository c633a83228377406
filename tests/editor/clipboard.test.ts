import { describe, expect, it } from 'vitest';
import { clipboardOf, parseClipboard } from '../../src/editor/clipboard/clipboard-payload';
import { relinkPasted } from '../../src/editor/clipboard/content-links';
import { copiedBlocks } from '../../src/editor/clipboard/copied-blocks';
import { withUniqueIds } from '../../src/editor/clipboard/unique-ids';
import { pastePlace } from '../../src/editor/overlay/clipboard-actions';
import { block, doc, homeBlocks, openHome, outline, outlineOf, propsOf } from './fixtures';

const ids = (blocks: readonly { contentId: string }[]) => blocks.map((entry) => entry.contentId);

describe('copying blocks', () => {
  it('takes each selected block with everything nested in it, in page order, the roots without a parent', () => {
    const copied = copiedBlocks(homeBlocks(), ['footer', 'card-1']);
    expect(ids(copied)).toEqual(['card-1', 'card-1-text', 'footer']);
    expect(copied[0]?.parentId).toBeUndefined();
    expect(copied[1]?.parentId).toBe('card-1');
  });

  it('takes a selected block nested in another selected block once, inside its parent', () => {
    expect(ids(copiedBlocks(homeBlocks(), ['card-1-text', 'group-a']))).toEqual(['group-a', 'card-1', 'card-1-text', 'card-2']);
  });

  it('leaves out placeholders of restricted blocks with what they hold, and ids not on the page', () => {
    const blocks = [block('group-a'), { ...block('secret', 'group-a'), restricted: true as const }, block('secret-child', 'secret'), block('card', 'group-a')];
    expect(ids(copiedBlocks(blocks, ['group-a', 'missing']))).toEqual(['group-a', 'card']);
  });
});

describe('making pasted ids unique', () => {
  it('keeps free ids, renames taken ones (and their keys) and points children to their parent\'s new id', () => {
    const copied = copiedBlocks(homeBlocks(), ['card-1']);
    const { blocks, renamed } = withUniqueIds(copied, new Set(['card-1', 'card-1-copy']), 'group-b');
    expect(blocks).toEqual([
      { component: 'content-block', contentId: 'card-1-copy-2', key: 'card-1-copy-2', parentId: 'group-b', props: {} },
      { component: 'content-block', contentId: 'card-1-text', key: 'card-1-text', parentId: 'card-1-copy-2', props: {} },
    ]);
    expect(renamed.get('card-1')).toBe('card-1-copy-2');
  });

  it('copies of copies do not grow their suffix', () => {
    const { blocks } = withUniqueIds([block('hero-copy')], new Set(['hero-copy']));
    expect(ids(blocks)).toEqual(['hero-copy-2']);
  });
});

describe('references in pasted blocks', () => {
  const pasted = [
    block('hero', undefined, {
      title: 'translate.home.pre-event.hero.title',
      label: 'translate.base.editor.save',
      background: '#f5f7fb',
      jump: '#card-1',
      items: [{ url: '/get-help#help-accessibility' }],
      html: '<p>See <a href="/speakers">speakers</a> and <a href="https://example.org">more</a></p>',
    }),
  ];

  it('follows anchors to renamed blocks and lists page links and the copied page\'s texts', () => {
    const { blocks, links } = relinkPasted(pasted, new Map([['card-1', 'card-1-copy']]), { fromPage: 'home', toPage: 'get-help' });
    expect(blocks[0]?.props.jump).toBe('#card-1-copy');
    expect(blocks[0]?.props.background).toBe('#f5f7fb');
    expect(links).toEqual([
      { contentId: 'hero', path: 'title', kind: 'page-text', value: 'translate.home.pre-event.hero.title' },
      { contentId: 'hero', path: 'items.0.url', kind: 'page-link', value: '/get-help#help-accessibility' },
      { contentId: 'hero', path: 'html', kind: 'page-link', value: '/speakers' },
    ]);
  });

  it('does not list the page\'s own texts when pasting into the same page', () => {
    const { links } = relinkPasted(pasted, new Map(), { fromPage: 'home', toPage: 'home' });
    expect(links.map((link) => link.kind)).toEqual(['page-link', 'page-link']);
  });
});

describe('the clipboard payload', () => {
  const source = { page: 'home', phase: 'pre-event', env: 'cont' };

  it('reads back what was written, and nothing else', () => {
    const copy = clipboardOf([block('hero')], source);
    expect(parseClipboard(JSON.stringify(copy))).toEqual(copy);
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard(JSON.stringify({ ...copy, version: 2 }))).toBeNull();
    expect(parseClipboard(JSON.stringify({ ...copy, blocks: [{ contentId: 'x' }] }))).toBeNull();
    expect(parseClipboard(JSON.stringify({ ...copy, blocks: [] }))).toBeNull();
  });
});

describe('pasting into the editor', () => {
  it('puts the copy at a place with unique ids as one undo step', () => {
    const store = openHome();
    const copied = copiedBlocks(homeBlocks(), ['group-a']);
    const result = store.getState().pasteBlocks(copied, { parentId: 'group-b', index: 0 }, 'home');
    expect(result).toMatchObject({ ok: true, rootIds: ['group-a-copy'] });
    expect(outlineOf(store)['group-b']).toEqual(['group-a-copy', 'card-3']);
    expect(outlineOf(store)['group-a-copy']).toEqual(['card-1-copy', 'card-2-copy']);
    expect(outlineOf(store)['card-1-copy']).toEqual(['card-1-text-copy']);
    store.getState().undo();
    expect(outlineOf(store)).toEqual(outline(homeBlocks()));
  });

  it('keeps ids free on the other page, and flags the copied page\'s texts', () => {
    const store = openHome();
    store.getState().loadPage('help', { 'pre-event': doc('pre-event', [block('intro')]) });
    const copied = copiedBlocks(homeBlocks(), ['hero']);
    const result = store.getState().pasteBlocks(copied, { index: 1 }, 'home');
    expect(result).toMatchObject({ ok: true, rootIds: ['hero'], links: [{ kind: 'page-text', contentId: 'hero' }] });
    expect(outlineOf(store).root).toEqual(['intro', 'hero']);
    expect(propsOf(store, 'hero')).toEqual({ title: 'translate.home.pre-event.hero.title' });
  });

  it('refuses a place that does not exist', () => {
    const store = openHome();
    expect(store.getState().pasteBlocks([block('x')], { parentId: 'nowhere' }, 'home')).toEqual({ ok: false });
    expect(store.getState().canUndo()).toBe(false);
  });
});

describe('selecting several blocks', () => {
  it('adds and removes blocks, the last one selected holding the tools; deleting one clears the selection', () => {
    const store = openHome();
    store.getState().selectBlock('hero');
    store.getState().toggleSelected('footer');
    expect(store.getState()).toMatchObject({ selectedId: 'footer', selectedIds: ['hero', 'footer'] });
    store.getState().toggleSelected('footer');
    expect(store.getState()).toMatchObject({ selectedId: 'hero', selectedIds: ['hero'] });
    store.getState().deleteBlock('hero');
    expect(store.getState()).toMatchObject({ selectedId: null, selectedIds: [] });
  });
});

describe('where a paste goes', () => {
  const groups = (block: { component: string }) => block.component === 'group';

  it('into the selected block when it holds blocks, after it otherwise, at the end with nothing selected', () => {
    const store = openHome();
    expect(pastePlace(store, groups)).toEqual({});
    store.getState().selectBlock('group-a');
    expect(pastePlace(store, groups)).toEqual({ parentId: 'group-a' });
    store.getState().selectBlock('card-1');
    expect(pastePlace(store, groups)).toEqual({ parentId: 'group-a', index: 1 });
    store.getState().selectBlock('hero');
    expect(pastePlace(store, groups)).toEqual({ parentId: undefined, index: 1 });
  });
});
