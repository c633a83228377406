import type { BlockInstance, ContentDocument } from '../../src/engine/content';
import type { EventPhase } from '../../src/engine/phases';
import { indexBlocks } from '../../src/engine/tree';
import { createEditorStore, type EditorStore } from '../../src/editor/store';

export const PHASES: EventPhase[] = [
  { id: 'pre-event', label: 'Pre-event', start: '2030-01-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2030-03-01T00:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2030-03-04T00:00:00Z' },
];

export const block = (contentId: string, parentId?: string, props: Record<string, unknown> = {}): BlockInstance => ({
  component: parentId === undefined && contentId.startsWith('group') ? 'group' : 'content-block',
  contentId,
  key: contentId,
  props,
  ...(parentId === undefined ? {} : { parentId }),
});

export const doc = (phase: string, blocks: BlockInstance[], revision = 1): ContentDocument => ({
  env: 'cont',
  page: 'home',
  phase,
  revision,
  blocks,
});

/**
 * hero
 * group-a
 *   card-1
 *     card-1-text
 *   card-2
 * group-b
 *   card-3
 * footer
 */
export const homeBlocks = (): BlockInstance[] => [
  block('hero', undefined, { title: 'translate.home.pre-event.hero.title' }),
  block('group-a'),
  block('card-1', 'group-a'),
  block('card-1-text', 'card-1'),
  block('card-2', 'group-a'),
  block('group-b'),
  block('card-3', 'group-b'),
  block('footer'),
];

/** An editor with the home page open in the pre-event phase; the live phase is empty, post-event not loaded. */
export function openHome(blocks = homeBlocks()): EditorStore {
  const store = createEditorStore({ phase: 'pre-event' });
  store.getState().loadPage('home', { 'pre-event': doc('pre-event', blocks, 7), live: doc('live', [], 3) });
  return store;
}

/** What the editor shows, as each group's children (`root` for the page): order and nesting, nothing else. */
export function outline(blocks: readonly BlockInstance[]): Record<string, string[]> {
  return Object.fromEntries(
    [...indexBlocks(blocks)].map(([parent, children]) => [parent ?? 'root', children.map((child) => child.contentId)]),
  );
}

export const outlineOf = (store: EditorStore): Record<string, string[]> => outline(store.getState().currentBlocks());

export const propsOf = (store: EditorStore, contentId: string): Record<string, unknown> | undefined =>
  store.getState().currentBlocks().find((entry) => entry.contentId === contentId)?.props;
