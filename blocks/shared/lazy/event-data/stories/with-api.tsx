import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';

const API = '/api/v1/';

/**
 * A story decorator for states that need the API to answer in a certain way (still loading, failing): while the story
 * is shown, its calls to `/api/v1/` get `answer` (everything else goes through), with a query cache of its own.
 */
export function withApi(answer: (path: string) => Promise<Response>): Decorator {
  function SwappedApi({ children }: { children: ReactNode }) {
    const [client] = useState(() => {
      // A second run of this initialiser (strict mode) must not wrap the swapped fetch again.
      const original = (window.fetch as typeof window.fetch & { original?: typeof window.fetch }).original ?? window.fetch;
      const swapped = (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(String(input instanceof Request ? input.url : input), window.location.href);
        return pathname.startsWith(API) ? answer(pathname.slice(API.length - 1)) : original(input, init);
      };
      window.fetch = Object.assign(swapped, { original });
      return new QueryClient({ defaultOptions: { queries: { retry: false } } });
    });
    useEffect(
      () => () => {
        const current = window.fetch as typeof window.fetch & { original?: typeof window.fetch };
        if (current.original) window.fetch = current.original;
      },
      [],
    );
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return (Story) => (
    <SwappedApi>
      <Story />
    </SwappedApi>
  );
}

/** Never answers: the story stays in its loading state. */
export const pending = () => new Promise<Response>(() => undefined);

/** The server's error body with a status. */
export const failing = (status: number) => () =>
  Promise.resolve(new Response(JSON.stringify({ error: 'Unavailable', message: 'The service is down' }), { status, headers: { 'content-type': 'application/json' } }));
