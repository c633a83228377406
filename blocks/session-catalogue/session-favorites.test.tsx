import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionAnswer } from '../../schemas/generated/api/catalogue/session-answer';
import { PageContext, type PageContextValue, useShellStore } from '../../src/app/block-kit';
import { demoPageContext, demoSettings } from '../../storybook/demo-page-context';
import type { CatalogueServer } from '../../tests/api/catalogue-fixture';
import { sessionAnswerFor } from '../../src/engine/lazy/session-answer';
import { session } from '../../tests/engine/catalogue-search/builders';
import { renderCatalogue, startCatalogueApi } from '../../tests/ui/catalogue/render-catalogue';
import { ToastArea } from '../../tests/ui/helpers/app-frame';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { SessionCard } from '../shared/lazy/catalogue/cards/SessionCard';
import { CatalogueDisplayContext } from '../shared/lazy/catalogue/display-context';
import { sessionCatalogue } from './index';
import { blockDefaults } from '../shared/lazy/block-meta';

const attendee = testUser('attendee');
const signedIn: Partial<PageContextValue> = { user: attendee, scopes: attendee.scopes };
const mesh: SessionAnswer = sessionAnswerFor(session({ sessionId: 's-mesh', sessionCode: 'BRK210', title: 'Service meshes without tears' }), [], 'signed-in');
/** Shown next to a card whose button is expected to stay away: once its button shows, the favorites are loaded. */
const control: SessionAnswer = sessionAnswerFor(session({ sessionId: 's-control', title: 'Control' }), [], 'signed-in');

/**
 * The favorites calls, answered from a list in memory: `hold` keeps answers back until released (to look at the page
 * between the click and the answer), `failing` answers the changes with a 500. Other calls go to `fallback`.
 */
function fakeFavorites(ids: string[], fallback: typeof fetch = () => Promise.reject(new Error('no API in this test'))) {
  const api = { ids, failing: false, held: undefined as Promise<void> | undefined, changes: [] as string[], reads: [] as string[], searches: [] as Record<string, unknown>[] };
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (pathname.endsWith('/session/search')) api.searches.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const match = /^\/api\/v1\/favorite\/(\d)(?:\/(.+))?$/.exec(pathname);
    if (!match) return fallback(input, init);
    const id = decodeURIComponent(match[2] ?? '');
    if (method === 'GET') {
      api.reads.push(pathname);
      return reply(200, { type: Number(match[1]), ids: api.ids });
    }
    api.changes.push(`${method} ${id}`);
    await api.held;
    if (api.failing) return reply(500, { error: 'InternalServerError', message: 'Internal server error' });
    api.ids = method === 'POST' ? [id, ...api.ids.filter((kept) => kept !== id)] : api.ids.filter((kept) => kept !== id);
    return reply(200, { type: Number(match[1]), id, favorite: method === 'POST', changed: true });
  });
  const hold = () => {
    let release = () => {};
    api.held = new Promise((resolve) => (release = resolve));
    return () => {
      api.held = undefined;
      release();
    };
  };
  return Object.assign(api, { hold });
}

/** Session cards as a catalogue shows them, with the toasts. */
function showCards(items: readonly SessionAnswer[], context: Partial<PageContextValue> = signedIn) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PageContext.Provider value={demoPageContext(context)}>
        <CatalogueDisplayContext.Provider value={{ timeZone: 'America/Los_Angeles', now: new Date('2027-03-01T00:00:00Z') }}>
          {items.map((item) => (
            <SessionCard key={item.sessionId} item={item} view="list" />
          ))}
        </CatalogueDisplayContext.Provider>
      </PageContext.Provider>
      <ToastArea />
    </QueryClientProvider>,
  );
  return queryClient;
}

const favoriteButton = (name = 'Add Service meshes without tears to favorites') => screen.findByRole('button', { name });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('the favorite button of a session', () => {
  it('adds the session at once, then announces it once the server has it', async () => {
    const api = fakeFavorites([]);
    showCards([mesh]);
    const button = await favoriteButton();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    const release = api.hold();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(toasts().queryByText(/added to your favorites/i)).toBeNull();

    release();
    expect(await toasts().findByText('Added “Service meshes without tears” to your favorites.')).toBeTruthy();
    expect(api.changes).toEqual(['POST s-mesh']);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back and says so when the server refuses the addition', async () => {
    const api = fakeFavorites([]);
    api.failing = true;
    showCards([mesh]);
    const button = await favoriteButton();
    const release = api.hold();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    release();
    expect(await toasts().findByText('“Service meshes without tears” could not be added to your favorites. Please try again.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('removes a favorite and announces it', async () => {
    const api = fakeFavorites(['s-mesh']);
    showCards([mesh]);
    const button = await favoriteButton();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(await toasts().findByText('Removed “Service meshes without tears” from your favorites.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(api.changes).toEqual(['DELETE s-mesh']);
  });

  it('puts a favorite back when the removal fails', async () => {
    const api = fakeFavorites(['s-mesh']);
    api.failing = true;
    showCards([mesh]);
    const button = await favoriteButton();
    const release = api.hold();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    release();
    expect(await toasts().findByText('“Service meshes without tears” could not be removed from your favorites. Please try again.')).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it.each<[string, Partial<PageContextValue>]>([
    ['anonymous visitors', {}],
    ['visitors with an expired session (no scopes)', { user: attendee, scopes: [] }],
    ['anyone while session favorites are off', { ...signedIn, settings: { ...demoSettings, features: { ...demoSettings.features, enableSessionFavorites: false } } }],
    ['anyone while signing in is off', { ...signedIn, settings: { ...demoSettings, features: { ...demoSettings.features, allowLogOn: false } } }],
  ])('is not offered to %s', async (_who, context) => {
    const api = fakeFavorites([]);
    showCards([mesh], context);
    await screen.findByRole('link', { name: 'Service meshes without tears' });
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    // A card that offered the button would have asked for the favorites as it mounted.
    expect(api.reads).toEqual([]);
  });

  describe('of a session held in person only and not recorded', () => {
    const lab = { ...mesh, sessionType: { logicalValue: 'Hands-on Lab', displayValue: 'Hands-on Lab' }, deliveryTypes: ['In-Person'], willBeRecorded: false };

    it('is offered to in-person attendees', async () => {
      fakeFavorites([]);
      const inPerson = testUser('inperson-attendee');
      showCards([lab], { user: inPerson, scopes: inPerson.scopes });
      expect(await favoriteButton()).toBeTruthy();
    });

    it('is not offered to others', async () => {
      fakeFavorites([]);
      showCards([lab, control]);
      await favoriteButton('Add Control to favorites');
      expect(screen.queryByRole('button', { name: 'Add Service meshes without tears to favorites' })).toBeNull();
    });

    it('is offered to others only to take it out of their favorites', async () => {
      fakeFavorites(['s-mesh']);
      showCards([lab]);
      expect((await favoriteButton()).getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('is not offered for a session type kept out of favorites (doNotBackpackSessionTypes, any case)', async () => {
    fakeFavorites([]);
    showCards([{ ...mesh, sessionType: { logicalValue: 'AGENDA', displayValue: 'Agenda' } }, control]);
    await favoriteButton('Add Control to favorites');
    expect(screen.queryByRole('button', { name: 'Add Service meshes without tears to favorites' })).toBeNull();
  });
});

describe('the favorites switch of the session catalogue', { timeout: 20_000 }, () => {
  // Every answer but the favorites comes from the real search on an embedded database.
  configure({ asyncUtilTimeout: 5000 });
  let server: CatalogueServer;
  let realApi: typeof fetch;
  beforeAll(async () => {
    server = await startCatalogueApi();
    realApi = globalThis.fetch;
  }, 120_000);
  afterAll(() => server.close());
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const withFavorites = (ids: string[]) => fakeFavorites(ids, realApi);
  const show = (path: string, context: Partial<PageContextValue> = signedIn) => renderCatalogue(sessionCatalogue, blockDefaults(sessionCatalogue), { path, context });
  const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

  it('lists only the visitor’s favorites, from page 1, and live and upcoming switches it off', async () => {
    const api = withFavorites(['api-q3', 'api-q2']);
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?currentPage=3');
    await heading('171 sessions');
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    await user.click(screen.getByRole('switch', { name: 'My favorites' }));
    await waitFor(() => expect(query().get('favorite')).toBe('true'));
    expect(query().get('currentPage')).toBeNull();
    await heading('2 sessions');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent).sort()).toEqual(['Quokka data lakes', '短尾矮袋鼠的云原生之旅']);
    // The Chinese title in the English catalogue says which language it is in (WCAG 3.1.2).
    expect(screen.getByRole('heading', { level: 3, name: '短尾矮袋鼠的云原生之旅' }).getAttribute('lang')).toBe('zh-CN');
    expect(api.searches.at(-1)).toMatchObject({ favoritesIds: ['api-q3', 'api-q2'] });
    expect(screen.getByRole('button', { name: 'Remove My favorites' })).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Live and upcoming' }));
    await waitFor(() => expect(query().get('liveAndUpcoming')).toBe('true'));
    expect(query().get('favorite')).toBeNull();
    expect((screen.getByRole('switch', { name: 'My favorites' }) as HTMLInputElement).checked).toBe(false);
  });

  it('restricts to an empty list when the visitor has no favorites', async () => {
    withFavorites([]);
    show('/en-us/sessions?search=quokka&favorite=true');
    expect(await screen.findByText('No results for “quokka”.')).toBeTruthy();
  });

  it('is neither offered nor applied to anonymous visitors', async () => {
    const api = withFavorites(['api-q3']);
    const user = userEvent.setup();
    show('/en-us/sessions?search=quokka&favorite=true', {});
    await heading('4 sessions');
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    expect(screen.queryByRole('switch', { name: 'My favorites' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove My favorites' })).toBeNull();
    expect(api.searches.every((search) => !('favoritesIds' in search))).toBe(true);
  });
});
