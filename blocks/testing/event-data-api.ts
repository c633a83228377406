import { vi } from 'vitest';
import { Answer } from './detail-harness';

/**
 * A fake `/api/v1` for tests of the event data blocks: answers by method and path, every call recorded. Catalogue
 * searches come from `tests/ui/fixtures/catalogue-routes.ts` (the server's own search index over a small catalogue).
 */

export interface ApiCall {
  method: string;
  /** After `/api/v1`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A body (200) or an `Answer` with its status, or a promise of either (one that never settles keeps the request open). */
export type FakeRoute = (call: ApiCall) => unknown;

export function installFakeApi(routes: Record<string, FakeRoute>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: decodeURIComponent(url.pathname.replace(/^\/api\/v1/, '')),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const found: unknown = await (route ? route(call) : new Answer(404, { error: 'NotFound', message: `Could not find ${call.path}` }));
      const answer = found instanceof Answer ? found : new Answer(200, found);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls };
}
