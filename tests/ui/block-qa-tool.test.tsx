import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockInstance, Role } from '../../src/engine';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { openEditMode, prepareEditMode, selectBlock } from './helpers/edit-mode';

const home = (): BlockInstance[] => [block('test-text', { text: 'First block' }, { contentId: 'first' })];

/** The shell's fake API plus the page's content for editing; it knows no QA routes. */
function editHomeAs(role: Role) {
  installFakeApi({ pages: { home: home(), header: [], footer: [] }, user: testUser(role, 'Sid Siteeditor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/api/v1/content/all/home') return shell(input, init);
    const document = { env: 'cont', page: 'home', phase: 'pre-event', revision: 1, blocks: home() };
    return new Response(JSON.stringify({ page: 'home', phases: [], environments: { cont: { 'pre-event': document }, uat: {}, prod: {} } }));
  });
  return openEditMode();
}

describe('the design check in a block’s tools', () => {
  prepareEditMode();

  it('is offered to site editors, and opens the panel for that block', async () => {
    await editHomeAs('siteeditor');
    const tools = await selectBlock('first');
    await userEvent.click(within(tools).getByRole('button', { name: 'Check first against its design' }));
    const panel = await screen.findByRole('dialog', { name: 'Design check of first' });
    // The fake API knows no QA routes: the panel says so instead of failing.
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/^The designs could not be loaded: /);
    expect(within(panel).getByLabelText('Upload a design image (PNG, JPEG or GIF)')).toBeTruthy();
  });

  it('is not offered to content editors, who hold no QA scope', async () => {
    await editHomeAs('contenteditor');
    const tools = await selectBlock('first');
    expect(within(tools).queryByRole('button', { name: 'Check first against its design' })).toBeNull();
    expect(within(tools).getByRole('button', { name: 'Copy the ID of first' })).toBeTruthy();
  });
});
