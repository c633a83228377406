import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevisionSummary } from '../../src/api/lazy/history';
import { useEditorLauncher } from '../../src/app/editing/editor-launcher-store';
import type { BlockInstance, ContentDocument, Environment } from '../../src/engine';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const now = (): BlockInstance[] => [block('test-text', { text: 'Welcome' }, { contentId: 'first' })];
const old = (): BlockInstance[] => [block('test-text', { text: 'Old welcome' }, { contentId: 'first' })];
const doc = (blocks: BlockInstance[], revision: number, env: Environment = 'cont'): ContentDocument => ({ env, page: 'home', phase: 'pre-event', revision, blocks });
const summary = (id: number, action: RevisionSummary['action']): RevisionSummary => ({
  id,
  kind: 'page',
  env: 'cont',
  page: 'home',
  phase: 'pre-event',
  at: '2026-11-27T15:40:00.000Z',
  editorId: action === 'initial' ? null : 'user-siteeditor',
  editorName: action === 'initial' ? '' : 'Cora Editor',
  action,
  documentRevision: id - 8,
  summary: { added: 0, removed: 0, changed: 1, fields: ['first'] },
});

interface RestoreCall {
  env: Environment;
  phase: string;
  baseRevision: number;
  force?: boolean;
}

/** Home in cont at revision 3 with two revisions; restoring #11 meets a newer save first, or (`invalid`) today's schemas refuse it. */
function installHistoryApi(answer: 'conflict' | 'invalid') {
  installFakeApi({ pages: { home: now(), header: [], footer: [] }, user: testUser('siteeditor', 'Cora Editor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const restores: RestoreCall[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/v1/content/all/home') return json(200, { page: 'home', phases: [], environments: { cont: { 'pre-event': doc(now(), 3) }, uat: {}, prod: {} } });
    // A page of one revision at a time: the older one comes with the cursor of the first answer.
    if (path === '/api/v1/content/history/home') {
      const older = url.searchParams.get('cursor') === 'after-12';
      return json(200, older ? { revisions: [summary(11, 'initial')] } : { revisions: [summary(12, 'save')], nextCursor: 'after-12' });
    }
    if (path === '/api/v1/content/history/home/11') return json(200, { revision: summary(11, 'initial'), document: doc(old(), 2) });
    if (path === '/api/v1/content/history/home/restore/11') {
      const body = JSON.parse(String(init?.body)) as RestoreCall;
      restores.push(body);
      if (answer === 'invalid') {
        return json(422, { error: 'InvalidRevision', message: 'The revision fails today’s schemas', revisionId: 11, details: [{ path: '/blocks/0/props/text', message: 'must be shorter' }] });
      }
      if (!body.force) return json(409, { error: 'Conflict', message: 'Changed', current: { ...doc(now(), 4), editorName: 'Ann Other' } });
      return json(200, { document: doc(old(), 5), revision: { ...summary(13, 'restore'), restoredFrom: 11 } });
    }
    return shell(input, init);
  });
  return { restores };
}

beforeEach(() => resetClientState());
afterEach(() => act(() => useEditorLauncher.setState({ mode: 'none', guard: null })));

/** Opens the page's history in edit mode, shows the older page of it and picks the oldest revision. */
async function viewOldest(): Promise<HTMLElement> {
  renderApp('/en-us/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit page' }));
  await userEvent.click(await screen.findByRole('button', { name: 'History' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'History of home: Pre-event in CONT' }, { timeout: 15_000 });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Show older revisions' }));
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Show older revisions' })).toBeNull());
  const rows = within(dialog).getAllByRole('row');
  expect(rows.map((row) => row.getAttribute('data-revision'))).toEqual([null, '12', '11']);
  expect(within(rows[2]!).getByText('State before history began')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'View #11' }));
  const change = await waitFor(() => dialog.querySelector('[data-compare-block="first"]') as HTMLElement);
  expect(within(change).getByText('Different in revision #11')).toBeTruthy();
  expect(within(change).getByRole('row', { name: /props\.text Welcome Old welcome/ })).toBeTruthy();
  return dialog;
}

async function confirmRestore(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this revision' }));
  const confirm = await screen.findByRole('dialog', { name: 'Restore revision #11?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Restore this revision' }));
}

describe('page history', () => {
  it('restores an old revision; a newer save in between opens the conflict dialog, and Overwrite restores it forced', async () => {
    const { restores } = installHistoryApi('conflict');
    await confirmRestore(await viewOldest());
    const conflict = await screen.findByRole('dialog', { name: 'Conflict in phase Pre-event' });
    expect(within(conflict).getByText('Last saved by Ann Other.')).toBeTruthy();
    expect(restores).toEqual([{ env: 'cont', phase: 'pre-event', baseRevision: 3 }]);

    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Revision #11 restored.')).toBeTruthy();
    expect(restores[1]).toEqual({ env: 'cont', phase: 'pre-event', baseRevision: 3, force: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Old welcome')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Page editor' }).textContent).toContain('All changes saved');
  });

  it('reports the block, field and reason today’s schemas refuse, and opens the revision as unsaved changes to fix', async () => {
    installHistoryApi('invalid');
    const dialog = await viewOldest();
    await confirmRestore(dialog);
    const report = await within(dialog).findByRole('alert');
    expect(within(report).getByRole('row', { name: 'first test-text props.text must be shorter' })).toBeTruthy();

    await userEvent.click(within(report).getByRole('button', { name: 'Open as unsaved changes to fix' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByRole('toolbar', { name: 'Page editor' });
    expect(bar.textContent).toContain('Unsaved changes: Pre-event');
    const alert = await screen.findByText(/Revision #11 is open as unsaved changes/);
    expect(alert.textContent).toBe('Revision #11 is open as unsaved changes. Fix the fields below, then save.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('first props.text must be shorter');
    expect(screen.getByText('Old welcome')).toBeTruthy();
  });
});
