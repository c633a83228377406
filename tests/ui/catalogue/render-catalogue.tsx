import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AppBlockType } from '../../../src/app/block-contract';
import { PageContext, type PageContextValue } from '../../../src/app/page-context';
import { BlockPreview } from '../../../storybook/BlockPreview';
import { demoPageContext } from '../../../storybook/demo-page-context';
import { startCatalogueServer, type CatalogueServer } from '../../api/catalogue-fixture';

/**
 * The real API (embedded database, demo and quokka catalogue) answering the browser's `fetch` in-process: requests go
 * through Fastify's routing, validation and search exactly as over HTTP, without a port.
 */
export async function startCatalogueApi(): Promise<CatalogueServer> {
  const server = await startCatalogueServer('pglite');
  vi.stubGlobal('fetch', injectingFetch(server.app));
  return server;
}

function injectingFetch(app: FastifyInstance) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Renders a catalogue block at `path` (with its query) for the visitor `context` describes; returns the router. */
export function renderCatalogue<P>(type: AppBlockType<P>, props: P, { path, context = {} }: { path: string; context?: Partial<PageContextValue> }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PageContext.Provider value={demoPageContext(context)}>
            <BlockPreview type={type} props={props} />
          </PageContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const query = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, query };
}
