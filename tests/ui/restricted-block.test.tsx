import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockInstance } from '../../src/engine';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { openEditMode, prepareEditMode, selectBlock } from './helpers/edit-mode';

const PLACEHOLDER_LABEL = 'vault (test-group): only site editors can open this block';

/** The home page as the server sends it to a content editor: a site-editor-only group arrives as placeholders. */
const home = (): BlockInstance[] => [
  block('test-text', { text: 'First block' }, { contentId: 'first' }),
  block('test-group', { label: 'Shelf' }, { contentId: 'shelf' }),
  { component: 'test-text', contentId: 'shelf-secret', key: 'shelf-secret', parentId: 'shelf', props: {}, permissions: { requireScope: 'siteeditor' }, restricted: true },
  { component: 'test-group', contentId: 'vault', key: 'vault', props: {}, permissions: { requireScope: 'siteeditor' }, restricted: true },
  { component: 'test-text', contentId: 'vault-note', key: 'vault-note', parentId: 'vault', props: {}, restricted: true },
  block('test-text', { text: 'Last block' }, { contentId: 'last' }),
];

/** The shell's fake API, the editor's read of the page, and its saves (recorded). */
function installEditorApi() {
  installFakeApi({ pages: { home: home(), header: [], footer: [] }, user: testUser('contenteditor', 'Cora Editor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const saves: BlockInstance[][] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const doc = (blocks: BlockInstance[], revision: number) => ({ env: 'cont', page: 'home', phase: 'pre-event', revision, blocks });
    if (path === '/api/v1/content/all/home') {
      return new Response(JSON.stringify({ page: 'home', phases: [], environments: { cont: { 'pre-event': doc(home(), 3) }, uat: {}, prod: {} } }));
    }
    if (path === '/api/v1/content/home' && init?.method === 'PUT') {
      const { blocks } = JSON.parse(String(init.body)) as { blocks: BlockInstance[] };
      saves.push(blocks);
      return new Response(JSON.stringify(doc(blocks, 4)));
    }
    return shell(input, init);
  });
  return saves;
}


prepareEditMode();

describe('a block only site editors may open, in a content editor’s edit mode', () => {
  it('stands in its place as a labelled placeholder that neither a click nor Enter opens', async () => {
    installEditorApi();
    await openEditMode();
    const placeholder = await screen.findByRole('group', { name: PLACEHOLDER_LABEL });
    expect(within(placeholder).getByText('Only site editors can open this block')).toBeTruthy();
    expect(placeholder.tabIndex).toBe(0);
    // It has no tools, and what it holds is not drawn.
    expect(await selectBlock('first')).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: /Tools for vault/ })).toBeNull();
    for (const name of ['Edit vault', 'Edit vault as JSON', 'Delete vault', 'Move vault up', 'Phases of vault', 'Drag vault']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText(/vault-note/)).toBeNull();

    await userEvent.click(placeholder);
    expect(document.activeElement).toBe(placeholder);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: /Settings of|Block settings/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the placeholders back as they came when the page around them is saved', async () => {
    const saves = installEditorApi();
    const bar = await openEditMode();
    await selectBlock('last');
    await userEvent.click(await screen.findByRole('button', { name: 'Move last up' }));
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('All changes saved'));
    const sent = saves[0] ?? [];
    expect(sent.map((entry) => entry.contentId)).toEqual(['first', 'shelf', 'shelf-secret', 'last', 'vault', 'vault-note']);
    expect(sent.filter((entry) => entry.restricted)).toEqual(home().filter((entry) => entry.restricted));
  });

  it('keeps a group that holds one when asked to delete it, and says why', async () => {
    installEditorApi();
    await openEditMode();
    await selectBlock('shelf');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete shelf' }));
    const confirm = screen.getByRole('group', { name: 'Delete shelf?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('alert').textContent).toBe('shelf holds a block only site editors can open, so it cannot be deleted.');
    expect(screen.getByRole('toolbar', { name: 'Tools for shelf (test-group)' })).toBeTruthy();
  });
});
