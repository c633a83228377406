import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from '../../src/api/auth';
import { PageContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { session } from '../../tests/engine/catalogue-search/builders';
import { catalogueRoutes } from '../../tests/ui/fixtures/catalogue-routes';
import { installFakeApi } from '../testing/event-data-api';
import { promotedSessions } from './index';

const chosen = [session({ sessionId: 'brk7', sessionCode: 'BRK007', title: 'Chosen breakout' }), session({ sessionId: 'thr1', title: 'Chosen theater' })];

function SignOut() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('promoted sessions across a sign-out', () => {
  it('keeps the chosen sessions on screen (they are the same for everyone) and asks for them again', async () => {
    const routes = catalogueRoutes({ sessions: chosen });
    const list = routes['POST /session/list/en-us'];
    let asked = 0;
    const { calls } = installFakeApi({
      ...routes,
      // The second answer never comes: what shows meanwhile is what the visitor keeps seeing.
      'POST /session/list/en-us': (call) => (++asked === 1 ? list?.(call) : new Promise(() => undefined)),
      'POST /auth/logout': () => ({ ok: true }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PageContext.Provider value={demoPageContext()}>
          <BlockPreview type={promotedSessions} props={{ heading: 'Not to miss', sessionIds: ['thr1', 'BRK007'] }} />
          <SignOut />
        </PageContext.Provider>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { level: 3, name: 'Chosen theater' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(asked).toBe(2));
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(true);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Chosen theater', 'Chosen breakout']);
    expect(screen.queryByText('Loading the sessions…')).toBeNull();
  });
});
