import { vi } from 'vitest';
import { isRole, matchRoute, type BlockInstance, type CurrentUser, type SettingsResponse } from '../../../src/engine';
import { testSettings, testUser } from './fixtures';

export interface FakeApiOptions {
  /** Settings per testing date (`null` = real clock); a function sees the requested date. */
  settings?: SettingsResponse | ((testingDate: string | null) => SettingsResponse);
  user?: CurrentUser | null;
  /**
   * Content per page id; a function sees the requested testing date. Missing pages answer 404. The ids that are not
   * code routes are listed by GET /pages as stored pages whose slug is their id.
   */
  pages?: Record<string, BlockInstance[] | ((testingDate: string | null) => BlockInstance[])>;
  /** GET /pages answers this error status instead of the list. */
  pageListStatus?: number;
  /** The provider's sign-out page that POST /auth/logout names (a session from a provider). */
  endSessionUrl?: string;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs `fetch` with the parts of /api/v1 the shell uses. Every request is recorded in `requests`. */
export function installFakeApi(options: FakeApiOptions = {}) {
  const state = { user: options.user ?? null, requests: [] as string[] };
  const settingsFor = (date: string | null) =>
    typeof options.settings === 'function' ? options.settings(date) : (options.settings ?? testSettings());

  const storedPages = () =>
    Object.keys(options.pages ?? {})
      .filter((id) => matchRoute(`/${id}`).page === 'notfound')
      .map((id) => ({ id, slug: id, previousSlugs: [], titles: { 'en-us': id } }));

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    state.requests.push(`${method} ${url.pathname}${url.search}`);
    const testingDate = url.searchParams.get('testingDate');
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/settings') return json(200, settingsFor(testingDate));
    if (path === '/auth/me') return json(200, { user: state.user });
    if (path === '/pages') {
      return options.pageListStatus ? json(options.pageListStatus, { error: 'Failed', message: 'no page list' }) : json(200, { env: 'cont', pages: storedPages() });
    }
    if (path === '/version') return json(200, { version: '9.9.9', build: 'server-build' });
    if (path === '/auth/logout') {
      state.user = null;
      return json(200, options.endSessionUrl ? { ok: true, endSessionUrl: options.endSessionUrl } : { ok: true });
    }
    if (path === '/auth/dev-login') {
      const { persona } = JSON.parse(String(init?.body)) as { persona: string };
      if (!isRole(persona)) return json(400, { error: 'Bad Request', message: 'unknown persona' });
      state.user = testUser(persona);
      return json(200, { user: state.user });
    }
    const content = /^\/content\/([^/]+)$/.exec(path);
    if (content) {
      const page = decodeURIComponent(content[1] ?? '');
      const blocks = options.pages?.[page];
      if (!blocks) return json(404, { error: 'Not Found', message: `no content for ${page}` });
      const list = typeof blocks === 'function' ? blocks(testingDate) : blocks;
      return json(200, { env: 'cont', page, phase: settingsFor(testingDate).currentPhase, revision: 1, blocks: list });
    }
    return json(404, { error: 'Not Found', message: path });
  };

  vi.stubGlobal('fetch', vi.fn(handle));
  return state;
}
