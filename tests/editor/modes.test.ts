import { afterEach, describe, expect, it } from 'vitest';
import { useEditorLauncher, type ActiveMode, type EditingMode } from '../../src/app/editing/editor-launcher-store';
import { createEditorStore } from '../../src/editor/store';

afterEach(() => useEditorLauncher.setState({ mode: 'none', guard: null }));

describe('editing modes: edit and meta-edit exclude each other, tag viewer is a third mode', () => {
  it.each<[string, ActiveMode[], EditingMode]>([
    ['nothing pressed', [], 'none'],
    ['Insert', ['edit'], 'edit'],
    ['Insert twice', ['edit', 'edit'], 'none'],
    ['edit, then meta-edit', ['edit', 'meta'], 'meta'],
    ['meta-edit, then edit', ['meta', 'edit'], 'edit'],
    ['edit, then tag viewer', ['edit', 'tags'], 'tags'],
    ['tag viewer twice', ['tags', 'tags'], 'none'],
  ])('%s → %s', (_story, presses, mode) => {
    for (const press of presses) useEditorLauncher.getState().toggle(press);
    expect(useEditorLauncher.getState().mode).toBe(mode);
  });

  it('two open editors keep their own state', () => {
    const first = createEditorStore({ phase: 'live' });
    const second = createEditorStore({ phase: 'live' });
    first.getState().selectBlock('hero');
    expect(second.getState().selectedId).toBeNull();
  });
});
