import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '../../src/entry-server';
import type { ServerRenderRequest } from '../../src/engine';
import { fromRoot } from '../../server/paths';
import { inProcessApi } from '../../server/rendering/in-process-api';
import { DRIVERS, startServer, type TestServer } from './harness';

interface SessionAnswer {
  sessionCode: string;
  title: string;
  speakers: { displayName?: string }[];
}

/** A page as a machine that runs no script reads it. */
async function fetchPage(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ url, headers });
  const { document } = new JSDOM(response.body).window;
  const root = document.getElementById('root');
  const state = document.getElementById('server-state');
  return {
    response,
    document,
    root,
    text: root?.textContent ?? '',
    state: state?.textContent ? (JSON.parse(state.textContent) as { texts: Record<string, string>; queries: { queries: { queryKey: unknown[] }[] } }) : undefined,
  };
}

const queryKeysOf = (state: NonNullable<Awaited<ReturnType<typeof fetchPage>>['state']>) => state.queries.queries.map((query) => JSON.stringify(query.queryKey));

describe.each(DRIVERS)('pages drawn on the server (%s)', (driver) => {
  let server: TestServer;
  let session: SessionAnswer;
  beforeAll(async () => {
    server = await startServer(driver, {
      siteEnv: 'prod',
      contentDir: fromRoot('pages-content'),
      localesDirs: [fromRoot('src/i18n/locales'), fromRoot('blocks/locales')],
      renderer,
    });
    const all = (await server.app.inject({ url: '/api/v1/session/all/en-us' })).json<{ data: SessionAnswer[] }>();
    session = all.data.find((candidate) => candidate.speakers.length > 1) ?? (all.data[0] as SessionAnswer);
  });
  afterAll(() => server.close());

  it("sends a session's page with its title, speakers and og:title in the HTML, and the answers it was drawn with", async () => {
    const page = await fetchPage(server, `/en-us/sessions/${encodeURIComponent(session.sessionCode)}`);
    expect(page.response.statusCode).toBe(200);
    expect(page.document.querySelector('main h1')?.textContent).toBe(session.title);
    for (const speaker of session.speakers) expect(page.text).toContain(speaker.displayName);
    expect(page.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(session.title);
    expect(queryKeysOf(page.state!)).toContain(JSON.stringify(['content', 'session-detail', null, null]));
    // Data, never run: no inline script in the page at all.
    const scripts = [...page.document.querySelectorAll('script')].filter((script) => !script.src);
    expect(scripts.map((script) => script.type).sort()).toEqual(['application/json', 'application/ld+json']);
  });

  it('draws the session catalogue with its first page of results', async () => {
    const page = await fetchPage(server, '/en-us/sessions');
    expect(page.response.statusCode).toBe(200);
    expect(page.document.querySelectorAll('main .catalogue [data-session-code], main .catalogue article').length).toBeGreaterThan(0);
    expect(queryKeysOf(page.state!).some((key) => key.startsWith('["catalogue","session","search"'))).toBe(true);
  });

  it('leaves a scope-gated block and its texts out of an anonymous visitor’s HTML, and draws it for a site editor', async () => {
    const anonymous = await fetchPage(server, '/en-us/home');
    expect(anonymous.document.getElementById('hero-registration')).not.toBeNull();
    expect(anonymous.document.getElementById('editor-notes')).toBeNull();
    expect(anonymous.text).not.toContain('Editor notes');
    expect(anonymous.state?.texts['translate.home.pre-event.editor-notes.heading']).toBeUndefined();

    const editor = await fetchPage(server, '/en-us/home', await server.auth('siteeditor'));
    expect(editor.document.getElementById('editor-notes')?.textContent).toContain('Editor notes');
  });

  it('draws a Japanese page in Japanese, with the alternates of its six languages', async () => {
    const page = await fetchPage(server, '/ja-jp/home');
    expect(page.document.documentElement.lang).toBe('ja-JP');
    expect(page.text).toContain('登録受付中');
    expect(page.text).not.toContain('Registration is open');
    const alternates = [...page.document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'));
    expect(alternates).toEqual(['en-US', 'zh-CN', 'es-ES', 'de-DE', 'fr-FR', 'ja-JP', 'x-default']);
  });

  it("answers an anonymous visitor's page from the cache with an ETag (304 while unchanged) until a save changes it", async () => {
    // The first visitor is sent the page as it is drawn, without a tag; it is kept for those after.
    const drawn = await server.app.inject({ url: '/en-us/code-of-conduct' });
    expect(drawn.headers.etag).toBeUndefined();
    const first = await server.app.inject({ url: '/en-us/code-of-conduct' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.body).not.toContain('CONFSITE_CSP_NONCE');
    const etag = String(first.headers.etag);
    const again = await server.app.inject({ url: '/en-us/code-of-conduct', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const editor = await server.auth('siteeditor');
    const current = (await server.app.inject({ url: '/api/v1/content/code-of-conduct', headers: editor })).json<{ phase: string; blocks: { props: Record<string, unknown> }[] }>();
    const [lead, ...rest] = current.blocks;
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/code-of-conduct',
      headers: editor,
      payload: { env: 'prod', phase: current.phase, baseRevision: 0, force: true, blocks: [...rest, lead] },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const changed = await server.app.inject({ url: '/en-us/code-of-conduct', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<div id="root"><');
  });

  it("sends an anonymous visitor's page in the encoding the browser takes, the same page in each", async () => {
    const as = (encoding: string) => server.app.inject({ url: '/en-us/speakers', headers: { 'accept-encoding': encoding } });
    await as('identity');
    const [plain, br, gzip, refused] = await Promise.all([as('identity'), as('gzip, deflate, br'), as('gzip'), as('br;q=0, gzip')]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it("streams a signed-in visitor's page as private, with a nonce of its own", async () => {
    const response = await server.app.inject({ url: '/en-us/home', headers: await server.auth('attendee') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`nonce="${nonce}"`);
    expect(new JSDOM(response.body).window.document.getElementById('hero-registration')).not.toBeNull();
  });

  it('answers an unknown page 404 and leaves its screen to the browser, as it does a target that is no path of the site', async () => {
    const page = await fetchPage(server, '/en-us/no-such-page');
    expect(page.response.statusCode).toBe(404);
    expect(page.root?.innerHTML).toBe('');
    // `//host/…` and `/\host/…` name another host: not drawn, and never the origin a page is drawn for.
    for (const url of ['//', '//evil.example.com/en-us/home', '/\\evil.example.com/en-us/home']) {
      const answer = await fetchPage(server, url);
      expect(answer.response.statusCode, url).toBeLessThan(500);
      expect(answer.response.body, url).not.toContain('evil.example.com');
    }
    const after = await fetchPage(server, '/en-us/home');
    expect(after.document.getElementById('hero-registration')).not.toBeNull();
  });

  describe('when a part fails', () => {
    const renderWith = (url: string, answer: (url: string, init: RequestInit, api: ServerRenderRequest['api']) => Promise<Response>) => {
      const api = inProcessApi(server.app, { headers: {}, ip: '127.0.0.1' } as never);
      return renderer.renderPage({ url: `http://localhost${url}`, api: (path, init) => answer(path, init, api) });
    };

    it('leaves a failing answer to the browser: the rest is drawn, that part waits for it', async () => {
      const drawn = await renderWith('/en-us/sessions', (path, init, api) =>
        path.includes('/session/search') ? Promise.resolve(Response.json({ error: 'Internal', message: 'down' }, { status: 500 })) : api(path, init),
      );
      const { document } = new JSDOM(`<div id="root">${drawn?.html ?? ''}</div>`).window;
      expect(document.querySelector('.catalogue-header__title')?.textContent).toBe('Sessions');
      const keys = (JSON.parse(drawn?.state ?? '{}') as { queries: { queries: { queryKey: unknown[] }[] } }).queries.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys.some((key) => key.includes('"search"'))).toBe(false);
      expect(keys).toContain(JSON.stringify(['content', 'sessions', null, null]));
    });

    it('sends a block that throws empty, for the browser to draw, and the rest of the page', async () => {
      const drawn = await renderWith('/en-us/home', async (path, init, api) => {
        const answer = await api(path, init);
        if (!path.startsWith('/api/v1/content/home')) return answer;
        const page = (await answer.json()) as { blocks: { contentId: string; component: string; props: Record<string, unknown> }[] };
        // A navigation whose links are not a list cannot be drawn.
        page.blocks.unshift({ ...page.blocks[0]!, contentId: 'broken', component: 'navigation', props: { links: 5 } });
        return Response.json(page);
      });
      const { document } = new JSDOM(`<div id="root">${drawn?.html ?? ''}</div>`).window;
      expect(document.getElementById('broken')?.textContent).toBe('');
      expect(document.getElementById('broken')?.innerHTML).toContain('<!--$!-->');
      expect(document.getElementById('hero-registration')?.textContent).toContain('Registration is open');
    });
  });

  it('streams the head of a page before its body is drawn, compressed as the browser asks', async () => {
    let release = () => undefined as void;
    const drawing = new Promise<void>((resolve) => (release = resolve));
    const slow = await startServer(driver, {
      siteEnv: 'prod',
      contentDir: fromRoot('pages-content'),
      renderer: { renderPage: async (request) => (await drawing, renderer.renderPage(request)) },
    });
    try {
      const address = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/en-us/code-of-conduct`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let head = '';
      while (!head.includes('<div id="root">')) head += decoder.decode((await reader.read()).value, { stream: true });
      expect(head).toContain('<link data-server-head rel="canonical"');
      release();
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
      expect(rest).toContain('id="server-state"');
    } finally {
      release();
      await slow.close();
    }
  });

  describe('a drawing that is not the whole page', () => {
    const serverWith = (renderPage: typeof renderer.renderPage) =>
      startServer(driver, { siteEnv: 'prod', contentDir: fromRoot('pages-content'), renderer: { renderPage } });

    it('is sent to those who waited for it, and drawn again for the next visitor', async () => {
      let drawings = 0;
      const incomplete = await serverWith(async (request) => {
        drawings += 1;
        const drawn = await renderer.renderPage(request);
        return drawn && { ...drawn, complete: false };
      });
      try {
        await incomplete.app.inject({ url: '/en-us/code-of-conduct' });
        await incomplete.app.inject({ url: '/en-us/code-of-conduct' });
        expect(drawings).toBe(2);
      } finally {
        await incomplete.close();
      }
    });

    it('goes out without its body when the drawing takes too long, for the browser to draw, and is not kept', async () => {
      let drawings = 0;
      const stuck = await serverWith(() => ((drawings += 1), new Promise(() => undefined)));
      try {
        const started = Date.now();
        const page = await fetchPage(stuck, '/en-us/code-of-conduct');
        expect(page.response.statusCode).toBe(200);
        expect(page.root?.innerHTML).toBe('');
        expect(page.document.querySelector('title')?.textContent).toContain('Code of conduct');
        expect(Date.now() - started).toBeLessThan(10_000);
        await fetchPage(stuck, '/en-us/code-of-conduct');
        expect(drawings).toBe(2);
      } finally {
        await stuck.close();
      }
    });
  });
});
