import { describe, expect, it } from 'vitest';
import { doc, openHome } from './fixtures';

describe('unsaved changes are tracked per page and phase', () => {
  it('a freshly loaded page is clean', () => {
    const store = openHome();
    expect(store.getState().dirtyPhases('home')).toEqual([]);
    expect(store.getState().pages.home?.['pre-event']?.baseRevision).toBe(7);
  });

  it('an edit makes only its phase dirty, and undoing back to the saved state makes it clean again', () => {
    const store = openHome();
    store.getState().setBlockWidth('hero', 50);
    store.getState().editProps('hero', { title: 'Hello' }, { gesture: 'typing' });
    expect(store.getState().isDirty('home', 'pre-event')).toBe(true);
    expect(store.getState().isDirty('home', 'live')).toBe(false);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().isDirty('home', 'pre-event')).toBe(false);
  });

  it('deleting a prop and undoing it is clean even though the prop comes back last', () => {
    const store = openHome();
    store.getState().editProps('hero', { title: undefined });
    store.getState().undo();
    expect(store.getState().dirtyPhases('home')).toEqual([]);
  });

  it('a save makes the phase clean at the new revision; undoing past the save makes it dirty again', () => {
    const store = openHome();
    store.getState().moveBlockDown('hero');
    const sent = store.getState().currentBlocks();
    store.getState().markSaved('home', 'pre-event', doc('pre-event', sent, 8));
    expect(store.getState().isDirty('home', 'pre-event')).toBe(false);
    expect(store.getState().pages.home?.['pre-event']?.baseRevision).toBe(8);

    store.getState().undo();
    expect(store.getState().isDirty('home', 'pre-event')).toBe(true);
    store.getState().redo();
    expect(store.getState().isDirty('home', 'pre-event')).toBe(false);
  });

  it('typing during a save keeps the phase dirty', () => {
    const store = openHome();
    store.getState().editProps('hero', { title: 'Saving this' });
    const sent = store.getState().currentBlocks();
    store.getState().editProps('hero', { title: 'Saving this and more' });
    store.getState().markSaved('home', 'pre-event', doc('pre-event', sent, 8));
    expect(store.getState().dirtyPhases('home')).toEqual(['pre-event']);
  });

  it('loading the page again drops the unsaved work and its history', () => {
    const store = openHome();
    store.getState().deleteBlock('hero');
    store.getState().loadPage('home', { 'pre-event': doc('pre-event', [], 9) });
    expect(store.getState().dirtyPhases('home')).toEqual([]);
    expect(store.getState().canUndo()).toBe(false);
  });
});
