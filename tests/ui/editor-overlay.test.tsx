import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEditorLauncher } from '../../src/app/editing/editor-launcher-store';
import type { BlockInstance, ContentDocument } from '../../src/engine';
import { serverChanges } from '../../src/editor/overlay/positions';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { openEditMode, prepareEditMode, selectBlock } from './helpers/edit-mode';
import { renderApp } from './helpers/render-app';

const home = (): BlockInstance[] => [
  block('test-text', { text: 'First block' }, { contentId: 'first' }),
  block('test-text', { text: 'Second block' }, { contentId: 'second' }),
  block('test-text', { text: 'Speakers only' }, { contentId: 'speakers', permissions: { requireScope: 'speaker' } }),
];

interface SaveCall {
  phase: string;
  baseRevision: number;
  force?: boolean;
  blocks: BlockInstance[];
}

/** The shell's fake API plus the two editor calls; `conflictOnce` answers the first save with a 409. */
function installEditorApi({ conflictOnce = false, user = testUser('contenteditor', 'Cora Editor') } = {}) {
  const api = installFakeApi({ pages: { home: home(), header: [], footer: [] }, user });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const saves: SaveCall[] = [];
  let conflicts = conflictOnce ? 1 : 0;
  const doc = (blocks: BlockInstance[], revision: number): ContentDocument => ({ env: 'cont', page: 'home', phase: 'pre-event', revision, blocks });
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/v1/content/all/home') {
      return json(200, { page: 'home', phases: [], environments: { cont: { 'pre-event': doc(home(), 3) }, uat: {}, prod: {} } });
    }
    if (path === '/api/v1/content/home' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as SaveCall;
      saves.push(body);
      if (conflicts > 0 && !body.force) {
        conflicts -= 1;
        const theirs = home().map((entry) => (entry.contentId === 'second' ? { ...entry, props: { text: 'Changed by Sam' } } : entry));
        return json(409, { error: 'Conflict', message: 'translate.base.error.component-settings.conflict', current: { ...doc(theirs, 4), editorName: 'Sam' } });
      }
      return json(200, doc(body.blocks, body.baseRevision + 1));
    }
    return shell(input, init);
  });
  return { api, saves };
}


prepareEditMode();

describe('edit mode', () => {
  it('is offered only to content editors, and Insert does nothing for attendees', async () => {
    installEditorApi({ user: testUser('attendee') });
    renderApp('/en-us/home');
    await screen.findByText('First block');
    expect(screen.queryByRole('button', { name: 'Edit page' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Insert' });
    expect(useEditorLauncher.getState().mode).toBe('none');
  });

  it('moves a block, undoes it, and saves with the revision it started from', async () => {
    const { saves } = installEditorApi();
    const bar = await openEditMode();
    expect(within(bar).getByRole('status').textContent).toBe('All changes saved');
    expect(screen.queryByRole('toolbar', { name: /^Tools for / })).toBeNull();
    await selectBlock('first');
    expect(screen.getAllByRole('toolbar', { name: /^Tools for / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Move first up' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Move first down' }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('Unsaved changes: Pre-event'));
    expect(screen.getByRole('button', { name: 'Move first up' })).toHaveProperty('disabled', false);

    await userEvent.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('All changes saved'));
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('Unsaved changes: Pre-event'));

    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('All changes saved'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ phase: 'pre-event', baseRevision: 3 });
    expect(saves[0]?.blocks.map((entry) => entry.contentId)).toEqual(['second', 'first', 'speakers']);
  });

  it('shows editors the blocks their preview context hides, with the reason', async () => {
    installEditorApi();
    await openEditMode();
    const hidden = await screen.findByRole('group', { name: 'Block speakers (test-text)' });
    expect(within(hidden).getByText('Hidden in this preview')).toBeTruthy();
    expect(within(hidden).getAllByText('Requires scope: speaker').length).toBeGreaterThan(0);
    expect(within(hidden).getByText('Speakers only')).toBeTruthy();
  });

  it('opens the force-save confirmation on a conflict and overwrites only when asked', async () => {
    const { saves } = installEditorApi({ conflictOnce: true });
    const bar = await openEditMode();
    await selectBlock('second');
    await userEvent.click(screen.getByRole('button', { name: 'Move second up' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conflict in phase Pre-event' });
    expect(within(dialog).getByText(/changed by someone else/)).toBeTruthy();
    expect(within(dialog).getByText('Changed on the server: second')).toBeTruthy();
    expect(saves).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves[1]).toMatchObject({ force: true, baseRevision: 3 });
    expect(within(bar).getByRole('status').textContent).toBe('All changes saved');
  });
});

describe('serverChanges', () => {
  const a = block('test-text', { text: 'a' }, { contentId: 'a' });
  const b = block('test-text', { text: 'b' }, { contentId: 'b' });
  it.each([
    { name: 'nothing', base: [a, b], current: [a, b], expected: { added: [], removed: [], changed: [], reordered: false } },
    { name: 'stamps only', base: [a], current: [{ ...a, _revision: 9, _editorName: 'Sam' }], expected: { added: [], removed: [], changed: [], reordered: false } },
    { name: 'added and removed', base: [a], current: [b], expected: { added: ['b'], removed: ['a'], changed: [], reordered: false } },
    { name: 'changed', base: [a, b], current: [a, { ...b, props: { text: 'B' } }], expected: { added: [], removed: [], changed: ['b'], reordered: false } },
    { name: 'reordered', base: [a, b], current: [b, a], expected: { added: [], removed: [], changed: [], reordered: true } },
  ])('$name', ({ base, current, expected }) => {
    expect(serverChanges(base, current)).toEqual(expected);
  });
});
