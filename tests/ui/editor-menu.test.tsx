import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { createAppRegistry, defineBlock, type AppBlockType } from '../../src/app/block-contract';
import { useEditorLauncher } from '../../src/app/editing/editor-launcher-store';
import { appRoutes } from '../../src/app/router';
import { matchRoute, splitLocalePath, type BlockInstance, type ContentDocument, type Role } from '../../src/engine';
import { useText } from '../../src/i18n/use-text';
import { block, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { resetClientState } from './helpers/render-app';
import { textBlock } from './helpers/test-blocks';

function Note({ note }: { note?: string }) {
  return <p>{useText()(note)}</p>;
}

/** A block whose `note` the schema marks translatable, drawn through useText like the real blocks. */
const noteBlock = defineBlock<{ note?: string }>({
  name: 'test-note',
  displayName: 'Note',
  group: 'text',
  schema: { type: 'object', properties: { note: { type: 'string', 'x-editor': 'translation' } } },
  defaults: {},
  component: ({ props }) => <Note note={props.note} />,
});
const registry = createAppRegistry([textBlock, noteBlock].map((type) => type as unknown as AppBlockType<never>));

const guide = (): BlockInstance[] => [
  block('test-note', { note: 'translate.guide.welcome' }, { contentId: 'intro' }),
  block('test-note', { note: 'Doors open at nine' }, { contentId: 'doors', permissions: { requireScope: 'event-tools' } }),
];

interface Calls {
  updates: { lang: string; entries: Record<string, string> }[];
  initial: Record<string, string>[];
  saves: { phase: string; blocks: BlockInstance[] }[];
}

/** The shell's fake API plus content editing and the translation editing calls, over an in-memory string table. */
function installGuideApi({ role = 'contenteditor' as Role, failNextUpdate = false } = {}) {
  installFakeApi({ pages: { 'event-guide': guide(), header: [], footer: [] }, user: testUser(role, 'Cora Editor') });
  const shell = vi.mocked(fetch).getMockImplementation()!;
  const strings = new Map([['translate.guide.welcome', 'Welcome to the guide']]);
  const calls: Calls = { updates: [], initial: [], saves: [] };
  let failures = failNextUpdate ? 1 : 0;
  const doc = (blocks: BlockInstance[], revision: number): ContentDocument => ({ env: 'cont', page: 'event-guide', phase: 'pre-event', revision, blocks });
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    const body = () => JSON.parse(String(init?.body)) as { entries: Record<string, string> };
    if (path === '/content/all/event-guide') {
      return json(200, { page: 'event-guide', phases: [], environments: { cont: { 'pre-event': doc(guide(), 2) }, uat: {}, prod: {} } });
    }
    if (path === '/content/event-guide' && init?.method === 'PUT') {
      const save = JSON.parse(String(init.body)) as { phase: string; baseRevision: number; blocks: BlockInstance[] };
      calls.saves.push(save);
      return json(200, doc(save.blocks, save.baseRevision + 1));
    }
    if (path === '/translation/metadata/en-US/translation') {
      return json(200, { env: 'cont', lang: 'en-US', ns: 'translation', keys: [...strings].map(([key, value]) => ({ key, value })) });
    }
    const update = /^\/translation\/update\/([^/]+)$/.exec(path);
    if (update && init?.method === 'PUT') {
      if (failures > 0) {
        failures -= 1;
        return json(400, { error: 'Bad Request', message: 'Invalid translation keys', details: [{ path: '/body/entries/x', message: 'must begin with translate.' }] });
      }
      const { entries } = body();
      calls.updates.push({ lang: update[1] ?? '', entries });
      for (const [key, value] of Object.entries(entries)) strings.set(key, value);
      return json(200, { env: 'cont', ns: 'translation', written: Object.keys(entries).length });
    }
    if (path === '/translation/addInitialTranslations' && init?.method === 'PUT') {
      const { entries } = body();
      calls.initial.push(entries);
      for (const [key, value] of Object.entries(entries)) if (!strings.has(key)) strings.set(key, value);
      return json(200, { env: 'cont', ns: 'translation', written: Object.keys(entries).length * 6 });
    }
    return shell(input, init);
  });
  return calls;
}

function renderGuide() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/en-us/event-guide'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App queryClient={queryClient} registry={registry}>
      <RouterProvider router={router} />
    </App>,
  );
}

async function openMenu(name = 'Content Editor') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('menu', { name });
}

async function choose(item: string) {
  const menu = await openMenu();
  await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: item }));
}

const checked = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitemcheckbox', { name }).getAttribute('aria-checked');

beforeEach(() => resetClientState());
afterEach(() => act(() => useEditorLauncher.setState({ mode: 'none', guard: null })));

describe('the editor menu', () => {
  it('is a keyboard menu button named for the role, with the mode toggles and the tool links', async () => {
    installGuideApi();
    renderGuide();
    const button = await screen.findByRole('button', { name: 'Content Editor' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Content Editor' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
    expect(items.map((item) => item.textContent)).toEqual(['Edit mode', 'Meta edit mode', 'Tag viewer', 'File uploader', 'Glyph search', 'Live now ticker editor']);
    expect(document.activeElement).toBe(items[0]);
    expect(checked(menu, 'Edit mode')).toBe('false');

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    // Each tool link leads to its tool page through the router.
    await userEvent.keyboard('{ArrowUp}');
    const links = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(document.activeElement).toBe(links.at(-1));
    const pages = links.map((link) => matchRoute(splitLocalePath(link.getAttribute('href') ?? '').rest).page);
    expect(pages).toEqual(['file-uploader', 'glyph-search', 'live-now-ticker-editor']);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is "Administrator" for site editors and adds the site settings and QA tool links', async () => {
    installGuideApi({ role: 'siteeditor' });
    renderGuide();
    const menu = await openMenu('Administrator');
    const settings = within(menu).getByRole('menuitem', { name: 'Site settings' });
    expect(matchRoute(splitLocalePath(settings.getAttribute('href') ?? '').rest).page).toBe('site-editor');
    const qa = within(menu).getByRole('menuitem', { name: 'QA tool' });
    expect(matchRoute(splitLocalePath(qa.getAttribute('href') ?? '').rest).page).toBe('qa');
  });

  it('switches between edit, meta-edit and tag viewer, one at a time', async () => {
    installGuideApi();
    renderGuide();
    await choose('Meta edit mode');
    expect(await screen.findByRole('group', { name: 'Texts of intro (test-note)' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Block intro (test-note)' })).toBeNull();
    expect(useEditorLauncher.getState().mode).toBe('meta');

    await choose('Edit mode');
    expect(await screen.findByRole('group', { name: 'Block intro (test-note)' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Texts of intro (test-note)' })).toBeNull();
    const menu = await openMenu();
    expect([checked(menu, 'Edit mode'), checked(menu, 'Meta edit mode'), checked(menu, 'Tag viewer')]).toEqual(['true', 'false', 'false']);
    await userEvent.keyboard('{Escape}');

    await choose('Tag viewer');
    const tag = await screen.findByRole('group', { name: 'Tag of doors' });
    expect(tag.textContent).toContain('test-note');
    expect(tag.textContent).toContain('Pre-event');
    expect(tag.textContent).toContain('Requires scope: event-tools');
    expect(within(screen.getByRole('group', { name: 'Tag of intro' })).getByText('Everyone')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Block intro (test-note)' })).toBeNull();

    await choose('Tag viewer');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Tag of intro' })).toBeNull());
    expect(useEditorLauncher.getState().mode).toBe('none');
  });
});

describe('meta-edit mode', () => {
  it('edits the text of a key in the page language; save is off until it changes, and failures are readable', async () => {
    const calls = installGuideApi({ failNextUpdate: true });
    renderGuide();
    await choose('Meta edit mode');
    const intro = await screen.findByRole('group', { name: 'Texts of intro (test-note)' });
    const field = await within(intro).findByRole('textbox', { name: 'note (en-US)' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Welcome to the guide'));
    expect(within(intro).getByText('translate.guide.welcome')).toBeTruthy();
    const save = within(intro).getByRole('button', { name: 'Save note of intro' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.clear(field);
    await userEvent.type(field, 'Welcome, everyone');
    expect(save).toHaveProperty('disabled', false);
    await userEvent.click(save);
    const alert = await within(intro).findByRole('alert');
    expect(alert.textContent).toContain('Could not save: Invalid translation keys');
    expect(alert.textContent).toContain('/body/entries/x');

    await userEvent.click(save);
    await waitFor(() => expect(calls.updates).toEqual([{ lang: 'en-US', entries: { 'translate.guide.welcome': 'Welcome, everyone' } }]));
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect((field as HTMLTextAreaElement).value).toBe('Welcome, everyone');
    expect(within(intro).queryByRole('alert')).toBeNull();
    expect(within(intro).getByText('Saved')).toBeTruthy();
  });

  it('turns plain text into a new key in every language, set on the block through the editor store', async () => {
    const calls = installGuideApi();
    renderGuide();
    await choose('Meta edit mode');
    const doors = await screen.findByRole('group', { name: 'Texts of doors (test-note)' });
    expect((within(doors).getByRole('textbox', { name: 'note (plain text, not translated yet)' }) as HTMLTextAreaElement).value).toBe('Doors open at nine');
    const key = within(doors).getByRole('textbox', { name: 'New translation key' }) as HTMLInputElement;
    expect(key.value).toBe('translate.event-guide.pre-event.doors.note');
    const make = within(doors).getByRole('button', { name: 'Make note of doors translatable' });

    await userEvent.clear(key);
    await userEvent.type(key, 'doors opening');
    await userEvent.click(make);
    expect(within(doors).getByRole('alert').textContent).toMatch(/starts with “translate\.”/);
    expect(key.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(key);
    await userEvent.type(key, 'translate.guide.welcome');
    await userEvent.click(make);
    expect(within(doors).getByRole('alert').textContent).toContain('already in use');
    expect(calls.initial).toEqual([]);

    await userEvent.clear(key);
    await userEvent.type(key, 'translate.guide.doors');
    await userEvent.click(make);
    await waitFor(() => expect(calls.initial).toEqual([{ 'translate.guide.doors': 'Doors open at nine' }]));
    const field = await within(doors).findByRole('textbox', { name: 'note (en-US)' });
    expect((field as HTMLTextAreaElement).value).toBe('Doors open at nine');
    expect(within(doors).getByText('translate.guide.doors')).toBeTruthy();

    const bar = screen.getByRole('toolbar', { name: 'Page editor' });
    expect(within(bar).getByRole('status').textContent).toBe('Unsaved changes: Pre-event');
    await userEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.saves).toHaveLength(1));
    expect(calls.saves[0]?.blocks.find((entry) => entry.contentId === 'doors')?.props).toEqual({ note: 'translate.guide.doors' });
  });
});
