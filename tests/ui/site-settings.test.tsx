import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment, SiteSetting } from '../../src/engine';
import { installFakeApi } from './helpers/fake-api';
import { testUser } from './helpers/fixtures';
import { renderApp, resetClientState } from './helpers/render-app';

const settings = (supportEmail: string): SiteSetting[] => [
  { name: 'programName', type: 'string', category: 'Event/General', value: 'Summit', order: 1, public: true },
  { name: 'supportEmail', type: 'string', category: 'Site/Support', value: supportEmail, order: 10, public: true },
  { name: 'headerBannerAssignments', type: 'json', category: 'Site/Header banners', value: { home: 'main' }, order: 21, public: true },
  { name: 'showLanguageSwitcher', type: 'flag', category: 'Features/Shell', format: 'Language switcher', value: true, order: 101, public: true },
];

type SaveAnswer = { status: number; body: unknown };

/** The shell's fake API plus the site editor endpoints; posted bodies are recorded. */
function installSiteEditorApi(role: Parameters<typeof testUser>[0] | null, answer: SaveAnswer = { status: 200, body: { result: 'saved' } }) {
  const shell = installFakeApi({ user: role ? testUser(role) : null });
  const shellFetch = globalThis.fetch;
  const posts: { env: string; body: unknown }[] = [];
  const environments: Record<Environment, SiteSetting[]> = { cont: settings('help@x.dev'), uat: settings('uat@x.dev'), prod: settings('help@x.dev') };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/siteeditor/all') return reply(200, { environments });
      const save = /^\/siteeditor\/setting\/(\w+)$/.exec(path);
      if (save) {
        posts.push({ env: save[1] ?? '', body: JSON.parse(String(init?.body)) });
        return reply(answer.status, answer.body);
      }
      return shellFetch(input, init);
    }),
  );
  return { shell, posts };
}

describe('site settings editor (/editor)', () => {
  beforeEach(() => resetClientState());
  afterEach(() => vi.restoreAllMocks());

  it('asks anonymous visitors to sign in', async () => {
    installSiteEditorApi(null);
    renderApp('/en-us/editor');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/sign-in required/i);
  });

  it('sends a content editor without the siteeditor scope to forbidden (3403)', async () => {
    installSiteEditorApi('contenteditor');
    const { currentPath } = renderApp('/en-us/editor');
    await waitFor(() => expect(currentPath()).toBe('/en-us/forbidden?errorCode=3403'));
  });

  it('opens ?s= on its field, marks environment differences and saves the changes in one post', async () => {
    const { posts } = installSiteEditorApi('siteeditor');
    renderApp('/en-us/editor?s=supportEmail');
    const field = await screen.findByLabelText('supportEmail');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('group', { name: 'Site › Support' }).contains(field)).toBe(true);
    expect(screen.getAllByText('Differs in uat')).toHaveLength(1);
    expect((screen.getByRole('switch', { name: 'Language switcher' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, 'new@x.dev');
    await userEvent.click(screen.getByRole('switch', { name: 'Language switcher' }));
    expect(screen.getByText('Unsaved changes: 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes to cont' }));

    // In the status line and in a toast.
    await waitFor(() => expect(screen.getAllByText('Settings saved in cont.')).toHaveLength(2));
    expect(posts).toEqual([{ env: 'cont', body: { changes: [{ name: 'supportEmail', value: 'new@x.dev' }, { name: 'showLanguageSwitcher', value: false }] } }]);
  });

  it('blocks Save while a JSON field does not parse', async () => {
    installSiteEditorApi('siteeditor');
    renderApp('/en-us/editor');
    const json = await screen.findByLabelText('headerBannerAssignments');
    fireEvent.change(json, { target: { value: '{"home":' } });
    expect(json.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Invalid JSON/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes to cont' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by category and search', async () => {
    installSiteEditorApi('siteeditor');
    renderApp('/en-us/editor');
    await screen.findByLabelText('supportEmail');
    await userEvent.selectOptions(screen.getByLabelText('Top level'), 'Features');
    expect(screen.queryByLabelText('supportEmail')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Language switcher' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Top level'), '');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'SUPPORT');
    expect(screen.getByLabelText('supportEmail')).toBeTruthy();
    expect(screen.queryByLabelText('programName')).toBeNull();
  });

  it('shows the server’s invalid paths on their fields and keeps the edits', async () => {
    installSiteEditorApi('siteeditor', {
      status: 400,
      body: { result: 'invalid', error: 'ValidationError', message: 'x', details: [{ path: '/body/changes/0/value', message: 'must be a string' }] },
    });
    renderApp('/en-us/editor');
    const field = await screen.findByLabelText('supportEmail');
    await userEvent.type(field, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes to cont' }));
    expect(await screen.findByText('Some settings are invalid; nothing was saved.')).toBeTruthy();
    expect(screen.getByText('must be a string')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('help@x.dev!');
  });

  it('reports a failed save with the spec’s message and keeps the edits', async () => {
    installSiteEditorApi('siteeditor', { status: 500, body: { result: 'error', error: 'InternalServerError', message: 'x' } });
    renderApp('/en-us/editor');
    const field = await screen.findByLabelText('supportEmail');
    await userEvent.type(field, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes to cont' }));
    expect(await screen.findByText('Error updating setting in cont environment')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('help@x.dev!');
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
  });
});
