import { describe, expect, it } from 'vitest';
import { createEditorStore, type EditingMode } from '../../src/editor/store';

type Toggle = 'toggleEditMode' | 'toggleMetaEditMode' | 'toggleTagViewer';

describe('editing modes: edit and meta-edit exclude each other, tag viewer is a third mode', () => {
  it.each<[string, Toggle[], EditingMode]>([
    ['nothing pressed', [], 'none'],
    ['Insert', ['toggleEditMode'], 'edit'],
    ['Insert twice', ['toggleEditMode', 'toggleEditMode'], 'none'],
    ['edit, then meta-edit', ['toggleEditMode', 'toggleMetaEditMode'], 'meta'],
    ['meta-edit, then edit', ['toggleMetaEditMode', 'toggleEditMode'], 'edit'],
    ['edit, then tag viewer', ['toggleEditMode', 'toggleTagViewer'], 'tags'],
    ['tag viewer twice', ['toggleTagViewer', 'toggleTagViewer'], 'none'],
  ])('%s → %s', (_story, presses, mode) => {
    const store = createEditorStore({ phase: 'live' });
    for (const press of presses) store.getState()[press]();
    expect(store.getState().mode).toBe(mode);
  });

  it('two open editors keep their own state', () => {
    const first = createEditorStore({ phase: 'live' });
    const second = createEditorStore({ phase: 'live' });
    first.getState().toggleEditMode();
    first.getState().selectBlock('hero');
    expect(second.getState().mode).toBe('none');
    expect(second.getState().selectedId).toBeNull();
  });
});
