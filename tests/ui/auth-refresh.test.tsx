import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavoriteIds } from '../../src/api/lazy/favorites';
import { App } from '../../src/app/app';
import { createAppRegistry, defineBlock, type AppBlockType } from '../../src/app/block-contract';
import { appRoutes } from '../../src/app/router';
import type { CurrentUser } from '../../src/engine';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { installFakeApi } from './helpers/fake-api';
import { block, testUser } from './helpers/fixtures';
import { resetClientState } from './helpers/render-app';
import { textBlock } from './helpers/test-blocks';

// Sign-in and sign-out drop the previous visitor's answers, but what is the same for everyone stays on screen.

const favoritesBlock = defineBlock<Record<string, never>>({
  name: 'test-favorites',
  displayName: 'Favorites',
  group: 'text',
  schema: {},
  defaults: {},
  component: function Favorites() {
    const ids = useFavoriteIds(FAVORITE_TYPES.session).data;
    if (!ids) return <p>Favorites loading</p>;
    return <p>{ids.length > 0 ? `Favorites: ${ids.join(', ')}` : 'No favorites'}</p>;
  },
});

const registry = createAppRegistry([textBlock, favoritesBlock].map((type) => type as unknown as AppBlockType<never>));

function renderAppAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <App queryClient={queryClient} registry={registry}>
      <RouterProvider router={router} />
    </App>,
  );
  return { currentPath: () => router.state.location.pathname };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The fake API, with favorites and a home page of the visitor's own. Once the visitor signed in or out, GET requests
 * whose path starts with one of `held` wait for `release()`.
 */
function installAuthApi(user: CurrentUser | null, held: readonly string[]) {
  const api = installFakeApi({ user, pages: { header: [], home: [] } });
  const shared = globalThis.fetch;
  let changed = false;
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '');
      asked.push(`${init?.method ?? 'GET'} ${path}`);
      if (changed && (init?.method ?? 'GET') === 'GET' && held.some((prefix) => path.startsWith(prefix))) await released;
      if (path === `/favorite/${FAVORITE_TYPES.session}`) return json({ type: FAVORITE_TYPES.session, ids: api.user ? ['Keynote'] : [] });
      if (path === '/content/home') {
        // Page content is filtered by the visitor's scopes: members see a block anonymous visitors do not.
        const greeting = api.user ? "Members' lounge" : 'Welcome, guest';
        const blocks = [block('test-text', { text: greeting }), block('test-favorites')];
        return json({ env: 'cont', page: 'home', phase: 'pre-event', revision: 1, blocks });
      }
      const answer = await shared(input, init);
      if (path === '/auth/logout' || path === '/auth/dev-login') changed = true;
      return answer;
    }),
  );
  // Counted when asked, not when answered: a held request counts at once.
  const count = (request: string) => asked.filter((made) => made.startsWith(request)).length;
  return { release, count };
}

async function signOutFromHome() {
  await screen.findByText('Favorites: Keynote');
  expect(screen.getByText('Avery Attendee')).toBeTruthy();
  await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
}

beforeEach(() => resetClientState());

describe('after sign-out', () => {
  it('keeps the site frame and drops the previous favorites while the new answers are on their way', async () => {
    const api = installAuthApi(testUser('attendee'), ['/settings', '/favorite/']);
    const app = renderAppAt('/en-us/home');
    await screen.findByText('Favorites: Keynote');
    const settingsBefore = api.count('GET /settings');
    await signOutFromHome();

    await waitFor(() => expect(app.currentPath()).toBe('/en-us/home'));
    // Settings are the same for everyone: still on screen while they are asked again.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Summit' })).toBeTruthy();
    expect(api.count('GET /settings')).toBeGreaterThan(settingsBefore);
    expect(screen.queryByText('Avery Attendee')).toBeNull();
    // The favorites are the previous visitor's: gone, not shown until their refetch answers.
    expect(await screen.findByText('Welcome, guest')).toBeTruthy();
    expect(screen.getByText('Favorites loading')).toBeTruthy();
    expect(screen.queryByText(/Keynote/)).toBeNull();

    api.release();
    expect(await screen.findByText('No favorites')).toBeTruthy();
  });

  it("shows the page's loading state inside the frame, never the previous visitor's gated content", async () => {
    const api = installAuthApi(testUser('attendee'), ['/content/']);
    const app = renderAppAt('/en-us/home');
    await signOutFromHome();

    await waitFor(() => expect(app.currentPath()).toBe('/en-us/home'));
    expect(screen.getByRole('link', { name: 'Test Summit' })).toBeTruthy();
    expect(await within(screen.getByRole('main')).findByRole('status')).toBeTruthy();
    expect(screen.queryByText("Members' lounge")).toBeNull();
    expect(screen.queryByText(/Keynote/)).toBeNull();

    api.release();
    expect(await screen.findByText('Welcome, guest')).toBeTruthy();
    expect(screen.queryByText("Members' lounge")).toBeNull();
  });
});

describe('after sign-in', () => {
  it('names the new user at once, and asks the server again for the rest of their details', async () => {
    const api = installAuthApi(null, ['/auth/me']);
    const reloadTexts = vi.spyOn(i18next, 'reloadResources');
    renderAppAt('/en-us/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));
    // The texts are the visitor's own too: those of the blocks they may see.
    await waitFor(() => expect(reloadTexts).toHaveBeenCalledWith(expect.arrayContaining(['en-US']), ['translation']));
    reloadTexts.mockRestore();

    expect(await screen.findByText('Avery Attendee')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Test Summit' })).toBeTruthy();
    await waitFor(() => expect(api.count('GET /auth/me')).toBe(2));
    api.release();
    expect(await screen.findByText('Favorites: Keynote')).toBeTruthy();
  });
});
