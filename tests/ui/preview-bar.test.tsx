import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorLauncher } from '../../src/app/editing/editor-launcher-store';
import { usePreviewStore } from '../../src/editor/preview/preview-store';
import type { BlockInstance, ContentDocument, Environment } from '../../src/engine';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { selectBlock } from './helpers/edit-mode';
import { renderApp, resetClientState } from './helpers/render-app';

const contBlocks = (): BlockInstance[] => [
  block('test-text', { text: 'Open to all' }, { contentId: 'open' }),
  block('test-text', { text: 'Tools inside' }, { contentId: 'tools', permissions: { requireScope: 'event-tools' } }),
];

/** Edit mode's API: each environment holds its own home page; saves are recorded with their environment. */
function installEditorApi() {
  installFakeApi({ pages: { home: contBlocks(), header: [], footer: [] }, user: testUser('contenteditor', 'Cora Editor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const saves: { env: Environment; phase: string }[] = [];
  const doc = (env: Environment, blocks: BlockInstance[]): ContentDocument => ({ env, page: 'home', phase: 'pre-event', revision: 1, blocks });
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path === '/api/v1/content/all/home') {
      const uat = [block('test-text', { text: 'Acceptance copy' }, { contentId: 'uat-only' })];
      return json({ page: 'home', phases: [], environments: { cont: { 'pre-event': doc('cont', contBlocks()) }, uat: { 'pre-event': doc('uat', uat) }, prod: {} } });
    }
    if (path === '/api/v1/content/home' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { env: Environment; phase: string; blocks: BlockInstance[] };
      saves.push({ env: body.env, phase: body.phase });
      return json({ ...doc(body.env, body.blocks), revision: 2 });
    }
    return shell(input, init);
  });
  return { saves };
}

async function openEditMode() {
  renderApp('/en-us/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit page' }));
  const bar = await screen.findByRole('region', { name: 'Preview as' });
  await screen.findByRole('toolbar', { name: 'Page editor' });
  return bar;
}

const hiddenNote = (contentId: string) => screen.getByRole('group', { name: `Block ${contentId} (test-text)` });

beforeEach(() => {
  resetClientState();
  usePreviewStore.setState({ env: null, persona: 'self', customScopes: '', viewport: 'fit', timeZone: 'UTC', moment: null });
});
afterEach(() => act(() => useEditorLauncher.setState({ mode: 'none', guard: null })));

describe('preview-as bar', () => {
  it('judges visibility with the chosen persona or typed scopes', async () => {
    installEditorApi();
    const bar = await openEditMode();
    expect(within(hiddenNote('tools')).queryByText('Hidden in this preview')).toBeNull();

    await userEvent.selectOptions(within(bar).getByLabelText('Visitor'), 'anonymous');
    expect(within(bar).getByText('No scopes (signed out)')).toBeTruthy();
    expect(within(hiddenNote('tools')).getByText('Hidden in this preview')).toBeTruthy();
    expect(within(hiddenNote('tools')).getAllByText('Requires scope: event-tools').length).toBeGreaterThan(0);
    expect(within(hiddenNote('open')).queryByText('Hidden in this preview')).toBeNull();

    await userEvent.selectOptions(within(bar).getByLabelText('Visitor'), 'custom');
    await userEvent.type(within(bar).getByLabelText('Scopes (comma-separated)'), 'meetings, event-tools');
    expect(within(bar).getByText('Scopes: meetings, event-tools')).toBeTruthy();
    expect(within(hiddenNote('tools')).queryByText('Hidden in this preview')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('confsite.editor-preview') ?? '{}').state).toMatchObject({ persona: 'custom', customScopes: 'meetings, event-tools' });
  });

  it("edits and saves another environment's content, asking before unsaved work is dropped", async () => {
    const { saves } = installEditorApi();
    const bar = await openEditMode();
    expect(within(bar).getByText('Editing CONT')).toBeTruthy();

    await selectBlock('open');
    await userEvent.click(screen.getByRole('button', { name: 'Move open down' }));
    await userEvent.selectOptions(within(bar).getByLabelText('Environment'), 'uat');
    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(bar).getByText('Editing CONT')).toBeTruthy();
    expect(screen.getByText('Open to all')).toBeTruthy();

    await userEvent.selectOptions(within(bar).getByLabelText('Environment'), 'uat');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard and load Acceptance test (uat)' }));
    expect(await screen.findByText('Acceptance copy')).toBeTruthy();
    expect(screen.queryByText('Open to all')).toBeNull();
    expect(within(bar).getByText('Editing UAT')).toBeTruthy();

    await selectBlock('uat-only');
    await userEvent.click(screen.getByRole('button', { name: 'Delete uat-only' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete uat-only?' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('toolbar', { name: 'Page editor' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toEqual([{ env: 'uat', phase: 'pre-event' }]));
  });

  it('marks production in the warning style', async () => {
    installEditorApi();
    const bar = await openEditMode();
    await userEvent.selectOptions(within(bar).getByLabelText('Environment'), 'prod');
    expect(within(bar).getByText('Editing PROD').className).toContain('preview-bar__env--prod');
  });

  it('lays the canvas out at the chosen viewport width', async () => {
    installEditorApi();
    const bar = await openEditMode();
    const canvas = () => document.querySelector<HTMLElement>('[data-preview-canvas]')!;
    expect(canvas().style.getPropertyValue('--preview-width')).toBe('');
    await userEvent.selectOptions(within(bar).getByLabelText('Viewport'), 'Mobile (539 px)');
    expect(canvas().style.getPropertyValue('--preview-width')).toBe('539px');
    expect(canvas().parentElement?.dataset.viewport).toBe('539');
  });

  it('puts the phase active at a picked moment in view, and follows the phase select', async () => {
    installEditorApi();
    const bar = await openEditMode();
    const phaseSelect = within(screen.getByRole('toolbar', { name: 'Page editor' })).getByLabelText<HTMLSelectElement>('Phase in view');
    const date = within(bar).getByLabelText<HTMLInputElement>('Preview date and time');

    fireEvent.change(date, { target: { value: '2027-03-10T12:00' } });
    expect(phaseSelect.value).toBe('live');
    expect(usePreviewStore.getState().moment).toBe('2027-03-10T12:00:00.000Z');

    await userEvent.selectOptions(phaseSelect, 'post-event');
    expect(date.value).toBe('2027-03-13T07:00');
  });
});
