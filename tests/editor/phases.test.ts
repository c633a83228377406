import { describe, expect, it } from 'vitest';
import { PUSH_OUTCOMES } from '../../src/editor/store';
import { rewritePropsPhase } from '../../src/editor/store/phase-keys';
import { PHASES, block, openHome, outline } from './fixtures';

const blocksIn = (store: ReturnType<typeof openHome>, phase: string) => store.getState().pages.home?.[phase]?.blocks ?? [];

describe('an editor assigns a block to phases', () => {
  it('shows which phases hold the block', () => {
    expect(openHome().getState().assignedPhases('group-a')).toEqual({ 'pre-event': true, live: false });
  });

  it('adds the block with what is nested in it to a phase, and tells which phases to save', () => {
    const store = openHome();
    expect(store.getState().assignPhases('group-a', { 'pre-event': true, live: true })).toEqual(['live']);
    expect(outline(blocksIn(store, 'live'))).toEqual({
      root: ['group-a'],
      'group-a': ['card-1', 'card-2'],
      'card-1': ['card-1-text'],
    });
    expect(store.getState().dirtyPhases('home')).toEqual(['live']);
  });

  it('puts a nested block at the root of a phase that lacks its group', () => {
    const store = openHome();
    store.getState().assignPhases('card-3', { live: true });
    expect(blocksIn(store, 'live')).toEqual([block('card-3')]);
  });

  it('removes the block from a phase and adds it to a phase never loaded, as one undo step', () => {
    const store = openHome();
    expect(store.getState().assignPhases('group-b', { 'pre-event': false, 'post-event': true })).toEqual([
      'pre-event',
      'post-event',
    ]);
    expect(outline(blocksIn(store, 'pre-event')).root).toEqual(['hero', 'group-a', 'footer']);
    expect(outline(blocksIn(store, 'post-event'))).toEqual({ root: ['group-b'], 'group-b': ['card-3'] });
    expect(store.getState().pages.home?.['post-event']?.baseRevision).toBe(0);

    store.getState().undo();
    expect(outline(blocksIn(store, 'pre-event')).root).toEqual(['hero', 'group-a', 'group-b', 'footer']);
    expect(store.getState().pages.home?.['post-event']).toBeUndefined();
  });

  it('changes nothing when every phase already is as asked', () => {
    const store = openHome();
    expect(store.getState().assignPhases('hero', { 'pre-event': true, live: false })).toEqual([]);
    expect(store.getState().canUndo()).toBe(false);
  });
});

describe('an editor pushes the page to the next phase', () => {
  it('copies the blocks to the next phase with translation keys moved to its segment', () => {
    const store = openHome();
    expect(store.getState().pushToNextPhase(PHASES)).toEqual({ pushed: true, phase: 'live', ...PUSH_OUTCOMES.pushed });
    expect(PUSH_OUTCOMES.pushed.message).toBe('Page content pushed to next phase successfully.');
    const live = blocksIn(store, 'live');
    expect(outline(live)).toEqual(outline(blocksIn(store, 'pre-event')));
    expect(live[0]?.props).toEqual({ title: 'translate.home.live.hero.title' });
    expect(store.getState().dirtyPhases('home')).toEqual(['live']);
  });

  it('answers the spec message when there is no next phase', () => {
    const store = openHome();
    store.getState().assignPhases('hero', { 'post-event': true });
    store.getState().switchPhase('post-event');
    expect(store.getState().currentBlocks()).toHaveLength(1);
    const result = store.getState().pushToNextPhase(PHASES);
    expect(result).toEqual({ pushed: false, ...PUSH_OUTCOMES.unavailable });
    expect(result.message).toBe('No next phase to push this page to or no blocks available on the current page.');
  });

  it('answers the same message when the phase in view has no blocks', () => {
    const store = openHome();
    store.getState().switchPhase('live');
    expect(store.getState().pushToNextPhase(PHASES).pushed).toBe(false);
    expect(store.getState().pages.home?.['post-event']).toBeUndefined();
  });
});

describe('rewritePropsPhase: translation keys at any depth move to the next phase', () => {
  it.each<[string, unknown, unknown]>([
    ['a key', 'translate.home.pre-event.title', 'translate.home.live.title'],
    ['literal text', 'pre-event', 'pre-event'],
    ['a key of another phase', 'translate.home.post-event.title', 'translate.home.post-event.title'],
    ['nested keys', { items: [{ label: 'translate.x.pre-event.a' }, 3] }, { items: [{ label: 'translate.x.live.a' }, 3] }],
    ['numbers and nulls', { n: 1, z: null }, { n: 1, z: null }],
  ])('%s', (_story, props, expected) => {
    expect(rewritePropsPhase(props, 'pre-event', 'live')).toEqual(expected);
  });

  it('returns untouched props as they are (shared, not copied)', () => {
    const props = { list: [{ text: 'plain' }] };
    expect(rewritePropsPhase(props, 'pre-event', 'live')).toBe(props);
  });
});
