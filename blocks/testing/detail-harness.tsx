import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';

/** What the fake API answers per `GET /path` (after /api/v1): a body (200) or an explicit status and body. */
export type ItemApi = Record<string, unknown>;

export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * Stubs `fetch` with fixed answers of the catalogue item API; an unlisted path answers 404 with the server's error
 * shape. Every requested path is recorded.
 */
export function installItemApi(api: ItemApi) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = decodeURIComponent(url.pathname.replace(/^\/api\/v1/, ''));
      requests.push(path);
      const found = Object.hasOwn(api, path) ? api[path] : new Answer(404, { error: 'NotFound', message: `Could not find ${path}` });
      const answer = found instanceof Answer ? found : new Answer(200, found);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { requests };
}

/** Renders a detail block on its page (route params in `context`) with a fresh query cache and no retries. */
export function renderDetail<P>(type: AppBlockType<P>, props: P, context: Partial<PageContextValue>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext(context)}>
        <BlockPreview type={type} props={props} />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}
