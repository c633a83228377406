import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../../src/editor/store';
import { block, doc, openHome, outlineOf, propsOf } from './fixtures';

describe('undo and redo, one step per gesture', () => {
  it('undoes a whole drag (every move between pick-up and drop) in one step', () => {
    const store = openHome();
    const before = store.getState().currentBlocks();
    const { beginGesture, moveBlock, endGesture } = store.getState();
    beginGesture('drag-card-2');
    moveBlock('card-2', { parentId: 'group-a', index: 0 });
    moveBlock('card-2', { index: 0 });
    moveBlock('card-2', { parentId: 'group-b', index: 1 });
    endGesture();
    expect(outlineOf(store)['group-b']).toEqual(['card-3', 'card-2']);
    expect(store.getState().history.home?.past).toHaveLength(1);

    store.getState().undo();
    expect(store.getState().currentBlocks()).toEqual(before);
    store.getState().redo();
    expect(outlineOf(store)['group-b']).toEqual(['card-3', 'card-2']);
  });

  it('two drags are two steps', () => {
    const store = openHome();
    const { beginGesture, moveBlock, endGesture } = store.getState();
    for (const id of ['drag-1', 'drag-2']) {
      beginGesture(id);
      moveBlock('footer', { index: 0 });
      moveBlock('footer', { index: 1 });
      endGesture();
    }
    expect(store.getState().history.home?.past).toHaveLength(2);
  });

  it('undoes a burst of typing in one field in one step', () => {
    const store = openHome();
    for (const title of ['W', 'We', 'Wel', 'Welc', 'Welcome']) {
      store.getState().editProps('hero', { title }, { gesture: 'hero.title#focus-1' });
    }
    expect(propsOf(store, 'hero')).toEqual({ title: 'Welcome' });
    expect(store.getState().history.home?.past).toHaveLength(1);
    store.getState().undo();
    expect(propsOf(store, 'hero')).toEqual({ title: 'translate.home.pre-event.hero.title' });
  });

  it('starts a new step when another action comes between two bursts of the same field', () => {
    const store = openHome();
    const { editProps, setBlockWidth } = store.getState();
    editProps('hero', { title: 'A' }, { gesture: 'hero.title' });
    setBlockWidth('footer', 50);
    editProps('hero', { title: 'AB' }, { gesture: 'hero.title' });
    expect(store.getState().history.home?.past).toHaveLength(3);
  });

  it('an undo followed by a new edit drops the redo stack and does not join the undone burst', () => {
    const store = openHome();
    const { editProps } = store.getState();
    editProps('hero', { title: 'One' }, { gesture: 'hero.title' });
    editProps('footer', { note: 'x' }, { gesture: 'footer.note' });
    store.getState().undo();
    expect(store.getState().canRedo()).toBe(true);
    store.getState().editProps('hero', { title: 'Two' }, { gesture: 'hero.title' });
    expect(store.getState().canRedo()).toBe(false);
    expect(store.getState().redo()).toBe(false);
    expect(store.getState().history.home?.past).toHaveLength(2);
    store.getState().undo();
    expect(propsOf(store, 'hero')).toEqual({ title: 'One' });
  });

  it('an edit that changes nothing is not an undo step', () => {
    const store = openHome();
    store.getState().editProps('hero', { title: 'translate.home.pre-event.hero.title' });
    store.getState().setBlockWidth('hero', 100);
    expect(store.getState().canUndo()).toBe(false);
  });

  it('keeps steps as patches of what changed, not copies of the page', () => {
    const store = openHome();
    store.getState().editProps('card-3', { title: 'Hi' });
    const [step] = store.getState().history.home?.past ?? [];
    expect(step?.patches).toEqual([{ op: 'add', path: ['home', 'pre-event', 'blocks', 6, 'props', 'title'], value: 'Hi' }]);
    expect(step?.inverse).toEqual([{ op: 'remove', path: ['home', 'pre-event', 'blocks', 6, 'props', 'title'] }]);
  });

  it('keeps at most the configured number of steps, dropping the oldest', () => {
    const store = createEditorStore({ phase: 'live', historyLimit: 3 });
    store.getState().loadPage('home', { live: doc('live', [block('hero')]) });
    for (const title of ['1', '2', '3', '4', '5']) store.getState().editProps('hero', { title });
    while (store.getState().undo());
    expect(propsOf(store, 'hero')).toEqual({ title: '2' });
  });

  it('undo and redo with nothing to take back do nothing', () => {
    const store = openHome();
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().redo()).toBe(false);
  });
});
