import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import PagesPanel from '../../src/editor/pages/pages-panel';
import { LOCALES } from '../../src/engine';

const record = (id: string, slug: string, title: string, extra: Partial<PageRecord> = {}): PageRecord =>
  ({ env: 'cont', id, slug, titles: { 'en-us': title }, previousSlugs: [], revision: 1, editorName: 'Ada', ...extra }) as PageRecord;

const HOME = record('home', 'home', 'Home');
const LOUNGE = record('lounge-1a2b', 'lounge', 'Lounge');
const OLD_LOUNGE = record('old-lounge-3c4d', 'lounge', 'Old lounge', { deletedAt: '2025-01-01T00:00:00.000Z' });

type Answer = { status: number; body: unknown };

/** The pages API of a site editor: the records, and writes answered in turn by `answers`; request bodies are kept. */
function installPagesApi(...answers: Answer[]) {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      const reply = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/pages/records') return reply({ status: 200, body: { env: 'cont', pages: [HOME, LOUNGE], deleted: [OLD_LOUNGE] } });
      writes.push({ method: init?.method ?? 'GET', path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return reply(answers.shift() ?? { status: 500, body: { error: 'Internal', message: 'unexpected' } });
    }),
  );
  return writes;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/en-us/editor']}>
        <Routes>
          <Route path="/en-us/editor" element={<PagesPanel t={i18next.t} env="cont" locale="en-us" locales={LOCALES} features={['enableNetworking']} />} />
          <Route path="*" element={<p>Another page of the app</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Pages in cont' });
}

/** What a screen reader reads after a field's name. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

const conflict = (current: PageRecord): Answer => ({ status: 409, body: { error: 'Conflict', message: 'Another editor changed this page; nothing was saved', current } });

describe('the Pages panel of a site editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after another editor saved first, shows their version and lets the next save succeed', async () => {
    const theirs = record(LOUNGE.id, 'lounge', 'Their lounge', { revision: 2 });
    const writes = installPagesApi(conflict(theirs), { status: 200, body: { ...theirs, slug: 'quiet-lounge', revision: 3 } });
    const panel = await renderPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Rename or edit Lounge' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename or edit page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Another editor changed this page: review their version and try again.');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'English' }).value).toBe('Their lounge');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Address' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'quiet-lounge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('status')).textContent).toContain('Their lounge saved at /quiet-lounge.');
    expect(writes.map((write) => write.body.baseRevision)).toEqual([1, 2]);
  });

  it('deletes from the revision another editor left, then puts focus on the news', async () => {
    const theirs = record(LOUNGE.id, 'lounge', 'Their lounge', { revision: 2 });
    const writes = installPagesApi(conflict(theirs), { status: 200, body: { ...theirs, revision: 3, deletedAt: '2025-02-01T00:00:00.000Z' } });
    const panel = await renderPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Lounge' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Lounge?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(await within(dialog).findByText('Another editor changed this page: review their version and try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    const status = await within(panel).findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Their lounge deleted.'));
    expect(document.activeElement).toBe(status);
    expect(writes.map((write) => write.body.baseRevision)).toEqual([1, 2]);
  });

  it('says which address blocks a restore', async () => {
    installPagesApi({ status: 409, body: { error: 'Conflict', message: 'Another page already lives at "lounge"', details: [{ path: '/body/slug', message: 'is used by another page' }] } });
    const panel = await renderPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Restore Old lounge' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toContain('The address /lounge is used by another page: rename that page first.'));
  });

  it('sends the address as stored, translates the server\'s complaints and takes focus to the first field at fault', async () => {
    const writes = installPagesApi({
      status: 400,
      body: {
        error: 'ValidationError',
        message: 'body/slug must match pattern',
        details: [
          { path: '/body/slug', message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' },
          { path: '/body/titles/de-de', message: 'must be magical' },
        ],
      },
    });
    const panel = await renderPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Address' }), ' /Speaker-Lounge ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'English' }), 'Speaker lounge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));

    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(address)).toContain('Use lowercase letters, digits and hyphens only');
    expect(descriptionOf(within(dialog).getByRole('textbox', { name: 'Deutsch' }))).toBe('must be magical');
    expect(within(dialog).getByRole('alert').textContent).toContain('Please correct the marked fields.');
    expect(writes[0]?.body.slug).toBe('speaker-lounge');
  });

  it('offers the known scopes and feature flags as gates, and none of the gates or Delete for the home page', async () => {
    installPagesApi();
    const panel = await renderPanel();
    await within(panel).findByRole('button', { name: 'Delete Lounge' });
    expect(within(panel).queryByRole('button', { name: 'Delete Home' })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Rename or edit Lounge' }));
    let dialog = screen.getByRole('dialog', { name: 'Rename or edit page' });
    const scope = within(dialog).getByRole('combobox', { name: 'Required scope (optional)' });
    expect(within(scope).getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['None', 'siteeditor', 'session-catalog']));
    expect(within(within(dialog).getByRole('combobox', { name: 'Required feature flag (optional)' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'enableNetworking']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Rename or edit Home' }));
    dialog = screen.getByRole('dialog', { name: 'Rename or edit page' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByText('The home page is open to every visitor: it cannot require a scope or a feature.')).toBeTruthy();
  });

  it('opens a page through the router, without reloading the app', async () => {
    installPagesApi();
    const panel = await renderPanel();
    await userEvent.click(await within(panel).findByRole('link', { name: 'Lounge' }));
    expect(await screen.findByText('Another page of the app')).toBeTruthy();
  });
});
