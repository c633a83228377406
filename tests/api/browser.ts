import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './harness';

export interface BrowserCookie {
  name: string;
  value: string;
  path?: string | undefined;
  maxAge?: number | undefined;
  expires?: Date | undefined;
  httpOnly?: boolean | undefined;
  secure?: boolean | undefined;
  sameSite?: string | undefined;
}

/** An answer as the browser saw it, from the site (app.inject) or from another origin (the network). */
export interface BrowserResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  cookies: BrowserCookie[];
}

export interface BrowserAnswer {
  response: BrowserResponse;
  /** The address answered last (after the redirects followed). */
  url: URL;
  /** A redirect the browser did not follow: to a page of the site (`/en-us/...`), to `stopAt`, or elsewhere. */
  redirectedTo?: URL;
}

const API_AND_PROVIDER = ['/api/', '/dev-idp/'];

/** A `Set-Cookie` header as far as a test needs it. */
function parseSetCookie(header: string): BrowserCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie: BrowserCookie = { name: pair.slice(0, at), value: pair.slice(at + 1) };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    if (name === 'max-age') cookie.maxAge = Number(value);
    if (name === 'expires') cookie.expires = new Date(value ?? '');
    if (name === 'httponly') cookie.httpOnly = true;
    if (name === 'secure') cookie.secure = true;
    if (name === 'samesite') cookie.sameSite = value;
  }
  return cookie;
}

/**
 * A browser as far as sign-in needs one. It keeps cookies (by origin, name and path), reaches the site through
 * `app.inject` (as if at `origin`) and the origins in `network` over HTTP, follows redirects to the site's API and
 * local provider and to those origins, and stops at the site's pages (the client would take over there).
 */
export function testBrowser(app: FastifyInstance, { origin = TEST_PUBLIC_URL, network = [] as string[] } = {}) {
  const jar = new Map<string, BrowserCookie & { origin: string; path: string }>();
  const base = new URL(origin);

  const cookieHeader = (url: URL) =>
    [...jar.values()]
      .filter((cookie) => cookie.origin === url.origin && (url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  const keep = (url: URL, cookies: BrowserCookie[]) => {
    for (const cookie of cookies) {
      const path = cookie.path ?? '/';
      const key = `${url.origin} ${cookie.name} ${path}`;
      const gone = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (gone) jar.delete(key);
      else jar.set(key, { ...cookie, origin: url.origin, path });
    }
  };

  async function send(url: URL, method: 'GET' | 'POST', form?: Record<string, string>): Promise<BrowserResponse> {
    const headers: Record<string, string> = {};
    const cookies = cookieHeader(url);
    if (cookies) headers.cookie = cookies;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const payload = form ? new URLSearchParams(form).toString() : undefined;
    let response: BrowserResponse;
    if (url.origin === base.origin) {
      const answer = await app.inject({ method, url: `${url.pathname}${url.search}`, headers: { ...headers, host: base.host, 'x-forwarded-proto': base.protocol.slice(0, -1) }, payload });
      response = { statusCode: answer.statusCode, headers: answer.headers, body: answer.body, cookies: answer.cookies as BrowserCookie[] };
    } else {
      const answer = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
      response = { statusCode: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text(), cookies: answer.headers.getSetCookie().map(parseSetCookie) };
    }
    keep(url, response.cookies);
    return response;
  }

  const follows = (url: URL, stopAt: string | undefined) =>
    url.pathname !== stopAt && (network.includes(url.origin) || (url.origin === base.origin && API_AND_PROVIDER.some((prefix) => url.pathname.startsWith(prefix))));

  return {
    /** Visits `target` (a path of the site, or a URL) and follows redirects as described above. */
    async visit(target: string | URL, options: { method?: 'GET' | 'POST'; form?: Record<string, string>; stopAt?: string } = {}): Promise<BrowserAnswer> {
      let url = new URL(target, base);
      let method = options.method ?? 'GET';
      let form = options.form;
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await send(url, method, form);
        const location = response.headers.location;
        if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return { response, url };
        const next = new URL(location, url);
        if (!follows(next, options.stopAt)) return { response, url, redirectedTo: next };
        url = next;
        method = 'GET';
        form = undefined;
      }
      throw new Error(`more than 20 redirects from ${String(target)}`);
    },
    cookie: (name: string) => [...jar.values()].find((cookie) => cookie.origin === base.origin && cookie.name === name)?.value,
    /** Headers of a fetch the site's own page makes (the API reads the auth cookie). */
    headers: () => ({ cookie: cookieHeader(new URL('/api/v1/', base)) }),
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

/** The target of the form that posts to an address ending in `suffix` (`/dev-idp/interaction/{uid}/login`). */
export function formAction(html: string, suffix: string): string {
  const action = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((match) => match[1] ?? '').find((candidate) => candidate.endsWith(suffix));
  if (!action) throw new Error(`no form posting to …${suffix} on the page`);
  return action.replaceAll('&amp;', '&');
}
