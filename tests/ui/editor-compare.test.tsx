import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorLauncher } from '../../src/app/editing/editor-launcher-store';
import type { BlockInstance, ContentDocument, Environment } from '../../src/engine';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const cont = (): BlockInstance[] => [
  block('test-text', { text: 'Welcome' }, { contentId: 'first' }),
  block('test-text', { text: 'New in cont' }, { contentId: 'fresh' }),
];

interface PutCall {
  env: Environment;
  phase: string;
  baseRevision: number;
  force?: boolean;
  copiedFrom?: Environment;
  blocks: BlockInstance[];
}

/** cont and prod hold the same phase; uat has an older first block and one of its own. The first copy meets a 409. */
function installCompareApi(role: 'contenteditor' | 'siteeditor' = 'siteeditor') {
  installFakeApi({ pages: { home: cont(), header: [], footer: [] }, user: testUser(role, 'Cora Editor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const puts: PutCall[] = [];
  const undos: number[] = [];
  let uat: ContentDocument = {
    env: 'uat',
    page: 'home',
    phase: 'pre-event',
    revision: 7,
    blocks: [block('test-text', { text: 'Old welcome' }, { contentId: 'first' }), block('test-text', { text: 'Only uat' }, { contentId: 'mine' })],
  };
  let conflicts = 1;
  const doc = (env: Environment, blocks: BlockInstance[], revision: number): ContentDocument => ({ env, page: 'home', phase: 'pre-event', revision, blocks });
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/v1/content/all/home') {
      const environments = { cont: { 'pre-event': doc('cont', cont(), 3) }, uat: { 'pre-event': uat }, prod: { 'pre-event': doc('prod', cont(), 2) } };
      return json(200, { page: 'home', phases: [], environments });
    }
    if (path === '/api/v1/content/home' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as PutCall;
      puts.push(body);
      if (conflicts > 0) {
        conflicts -= 1;
        uat = { ...uat, revision: uat.revision + 1 };
        return json(409, { error: 'Conflict', message: 'translate.base.error.component-settings.conflict', current: uat });
      }
      uat = doc('uat', body.blocks, uat.revision + 1);
      return json(200, { ...uat, historyRevisionId: 90 + puts.length });
    }
    if (path.startsWith('/api/v1/content/history/home/undo-copy/') && init?.method === 'POST') {
      expect(JSON.parse(String(init.body))).toEqual({ env: 'uat' });
      undos.push(Number(path.split('/').at(-1)));
      if (undos.length > 1) return json(200, { revisions: [] });
      const newer = { id: 95, kind: 'page', env: 'uat', page: 'home', phase: 'pre-event', at: '2026-11-27T15:40:00.000Z', editorId: 'u-ann', editorName: 'Ann Other', action: 'save', summary: { added: 0, removed: 0, changed: 1, fields: ['first'] } };
      return json(409, { error: 'Conflict', message: 'Saved since', newer: [newer] });
    }
    return shell(input, init);
  });
  return { puts, undos };
}

beforeEach(() => resetClientState());
afterEach(() => act(() => useEditorLauncher.setState({ mode: 'none', guard: null })));

/** Opens the comparator on the home page and compares with UAT. */
async function compareWithUat(): Promise<HTMLElement> {
  renderApp('/en-us/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit page' }));
  // The comparator is its own lazily loaded chunk.
  const group = await screen.findByRole('group', { name: 'Compare environments' }, { timeout: 15_000 });
  await waitFor(() => expect(within(group).getByRole('button', { name: 'Same as PROD' }).getAttribute('aria-disabled')).toBe('true'));
  await userEvent.click(within(group).getByRole('button', { name: 'Compare with UAT' }));
  return screen.findByRole('dialog', { name: 'CONT compared with UAT: Pre-event' });
}

describe('environment comparator', () => {
  it('shows a content editor what differs in UAT without offering to copy there (only site editors change UAT)', async () => {
    const { puts } = installCompareApi('contenteditor');
    const dialog = await compareWithUat();
    expect(within(dialog).getByText('Only site editors copy into UAT: you can compare here, and ask a site editor to copy what should go there.')).toBeTruthy();
    expect(within(dialog).getByText('Missing in UAT')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'fresh' })).toBeNull();
    expect(puts).toEqual([]);
  });

  it('lets a site editor see which environment is the same and what differs, survive a conflict and merge the chosen block', async () => {
    const { puts } = installCompareApi();
    const dialog = await compareWithUat();
    const first = dialog.querySelector('[data-compare-block="first"]') as HTMLElement;
    expect(within(first).getByText('Different in UAT')).toBeTruthy();
    expect(within(first).getByRole('row', { name: /props\.text Welcome Old welcome/ })).toBeTruthy();
    expect(within(dialog).getByText('Missing in UAT')).toBeTruthy();
    expect(within(dialog).getByText('Only in UAT')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'fresh' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy selected (1) to UAT' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('UAT was changed by someone else'));
    expect(puts[0]).toMatchObject({ env: 'uat', phase: 'pre-event', baseRevision: 7 });
    expect(puts[0]?.force).toBeUndefined();

    // The choice survived the conflict; the retry starts from the revision now shown.
    expect(within(dialog).getByRole('checkbox', { name: 'fresh' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy selected (1) to UAT' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ env: 'uat', baseRevision: 8 });
    expect(puts[1]?.blocks.map((entry) => entry.contentId)).toEqual(['first', 'fresh', 'mine']);
    expect(puts[1]?.blocks[0]?.props).toEqual({ text: 'Old welcome' });
    await waitFor(() => expect(within(dialog).queryByText('Missing in UAT')).toBeNull());
    expect(await screen.findByText('Selected blocks copied to UAT')).toBeTruthy();
  });

  it('offers to undo a copy, says who saved over it since, and undoes it once nothing newer stands in the way', async () => {
    const { puts, undos } = installCompareApi();
    const dialog = await compareWithUat();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy whole phase to UAT' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy whole phase to UAT' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    // The comparator's copy is recorded as one, from the environment in view.
    expect(puts[1]).toMatchObject({ env: 'uat', copiedFrom: 'cont' });

    // Both sides are the same now; the dialog stays, with the undo.
    const undo = await within(dialog).findByRole('button', { name: 'Undo this copy to UAT' });
    await userEvent.click(undo);
    const refused = await within(dialog).findByRole('alert');
    expect(refused.textContent).toContain('UAT was changed since');
    expect(refused.textContent).toMatch(/#95 · .+ · Ann Other · Saved · 1 changed: first/);
    expect(undos).toEqual([92]);

    await userEvent.click(undo);
    expect(await screen.findByText('The copy to UAT was undone.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Undo this copy to UAT' })).toBeNull();
  });
});
