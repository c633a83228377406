import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../src/app/error-page/error-page';
import { goBackTarget } from '../../src/app/error-page/go-back';
import { installFakeApi } from './helpers/fake-api';
import { resetClientState } from './helpers/render-app';

describe('Go Back', () => {
  it.each([
    { historyIndex: 3, source: '/sessions', expected: { kind: 'history' } },
    { historyIndex: 0, source: '/sessions', expected: { kind: 'location', path: '/de-de/sessions' } },
    { historyIndex: 0, source: 'schedule', expected: { kind: 'location', path: '/de-de/schedule' } },
    { historyIndex: 0, source: '/fr-fr/speakers/ada', expected: { kind: 'location', path: '/de-de/speakers/ada' } },
    { historyIndex: 0, source: '/no-such-page', expected: { kind: 'location', path: '/de-de/home' } },
    { historyIndex: 0, source: '//evil.example/home', expected: { kind: 'location', path: '/de-de/home' } },
    { historyIndex: 0, source: null, expected: { kind: 'location', path: '/de-de/home' } },
  ])('history index $historyIndex, source $source → $expected', ({ historyIndex, source, expected }) => {
    expect(goBackTarget({ historyIndex, source, locale: 'de-de' })).toEqual(expected);
  });
});

describe('error page', () => {
  beforeEach(() => {
    resetClientState();
    installFakeApi();
  });
  afterEach(() => vi.restoreAllMocks());

  function renderErrorPage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <ErrorPage />
      </QueryClientProvider>,
    );
  }

  it('shows what support needs: versions, service worker, a reference, the contact address', async () => {
    renderErrorPage();
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
    expect(screen.getByText("We're sorry, an unexpected error occurred.")).toBeTruthy();
    expect(await screen.findByText('9.9.9 (build server-build)')).toBeTruthy();
    expect(screen.getByText('dev (build dev)')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@example.com' })).getAttribute('href')).toBe('mailto:help@example.com');
    expect(screen.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('adds the offline note and message when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderErrorPage();
    expect(screen.getByText('You are offline.')).toBeTruthy();
    expect(screen.getByText('This page could not be loaded because you are offline.')).toBeTruthy();
  });

  it('still renders when settings and version cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    renderErrorPage();
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
    expect(await screen.findByText('unavailable')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
