import { vi } from 'vitest';
import type { SearchRequest } from '../../schemas/generated/search-request';
import { createCatalogueIndex } from '../../server/catalogue/search/catalogue-index';
import { presentSession } from '../../server/catalogue/sessions/present';
import type { CatalogueData } from '../../server/catalogue/types';
import { Answer } from './detail-harness';

/**
 * A fake `/api/v1` for tests of the event data blocks: answers by method and path, every call recorded. Catalogue
 * searches are answered by the server's own search index over a small catalogue, so a block's request is checked
 * the way the server checks it (an impossible request answers 400).
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

const TIME_ZONE = 'America/Los_Angeles';

/** `POST /session/search`, `POST /company/search` and `POST /session/list/en-us` over `data`, at the call's testing date or the (fake) clock. */
export function catalogueRoutes(data: Partial<CatalogueData>): Record<string, FakeRoute> {
  const index = createCatalogueIndex({ rooms: [], sessions: [], speakers: [], companies: [], attendees: [], ...data }, { timeZone: TIME_ZONE });
  const now = (call: ApiCall) => new Date(call.query.get('testingDate') ?? Date.now());
  function search<T>(entity: { search: (request: SearchRequest, at: Date) => { items: T[]; total: number; page: number; facets: unknown } }, present: (item: T) => unknown): FakeRoute {
    return (call) => {
      try {
        const answer = entity.search(call.body as SearchRequest, now(call));
        return { data: answer.items.map(present), total: answer.total, page: answer.page, facets: answer.facets };
      } catch (error) {
        return new Answer(400, { error: 'BadRequest', message: (error as Error).message });
      }
    };
  }
  return {
    'POST /session/search': search(index.sessions, (session) => presentSession(session, { index })),
    'POST /company/search': search(index.companies, (company) => company),
    'POST /session/list/en-us': (call) => ({
      data: (call.body as { ids: string[] }).ids.flatMap((id) => {
        const session = index.session(id);
        return session ? [presentSession(session, { index })] : [];
      }),
    }),
  };
}
