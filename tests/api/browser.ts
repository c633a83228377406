import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_PUBLIC_URL } from './harness';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface BrowserAnswer {
  response: LightMyRequestResponse;
  /** The address answered last (after the redirects followed). */
  url: URL;
  /** A redirect the browser did not follow: to a page of the site (`/en-us/...`) or elsewhere. */
  redirectedTo?: URL;
}

const API_AND_PROVIDER = ['/api/', '/dev-idp/'];

/**
 * A browser as far as sign-in needs one, over `app.inject`: it keeps cookies (by name and path), follows redirects
 * to the API and the local provider, and stops at the site's pages (the client would take over there) and at other
 * origins. Requests reach the app as if they came to `origin`.
 */
export function testBrowser(app: FastifyInstance, origin = TEST_PUBLIC_URL) {
  const jar = new Map<string, StoredCookie>();
  const base = new URL(origin);

  const cookieHeader = (path: string) =>
    [...jar.values()]
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      const path = cookie.path ?? '/';
      const key = `${cookie.name} ${path}`;
      const gone = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) jar.delete(key);
      else jar.set(key, { name: cookie.name, value: cookie.value, path });
    }
  };

  async function send(url: URL, method: 'GET' | 'POST', form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: base.host, 'x-forwarded-proto': base.protocol.slice(0, -1) };
    const cookies = cookieHeader(url.pathname);
    if (cookies) headers.cookie = cookies;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await app.inject({ method, url: `${url.pathname}${url.search}`, headers, ...(form ? { payload: new URLSearchParams(form).toString() } : {}) });
    keep(response);
    return response;
  }

  return {
    /** Visits `target` (a path or URL of the site) and follows redirects as described above. */
    async visit(target: string | URL, options: { method?: 'GET' | 'POST'; form?: Record<string, string>; stopAt?: string } = {}): Promise<BrowserAnswer> {
      let url = new URL(target, base);
      let method = options.method ?? 'GET';
      let form = options.form;
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await send(url, method, form);
        const location = response.headers.location;
        if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { response, url };
        const next = new URL(location, url);
        const followed = next.origin === base.origin && API_AND_PROVIDER.some((prefix) => next.pathname.startsWith(prefix)) && next.pathname !== options.stopAt;
        if (!followed) return { response, url, redirectedTo: next };
        url = next;
        method = 'GET';
        form = undefined;
      }
      throw new Error(`more than 20 redirects from ${String(target)}`);
    },
    cookie: (name: string) => [...jar.values()].find((cookie) => cookie.name === name)?.value,
    /** Headers of a fetch the site's own page makes (the API reads the auth cookie). */
    headers: (path = '/api/v1/') => ({ cookie: cookieHeader(path) }),
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

/** The target of the form that posts to `suffix` on a provider page (`/dev-idp/interaction/{uid}/login`). */
export function formAction(html: string, suffix: string): string {
  const action = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((match) => match[1] ?? '').find((candidate) => candidate.endsWith(suffix));
  if (!action) throw new Error(`no form posting to …${suffix} on the page`);
  return action.replaceAll('&amp;', '&');
}
