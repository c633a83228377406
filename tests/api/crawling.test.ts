import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/engine';
import { fromRoot } from '../../server/paths';
import { DRIVERS, startServer, TEST_PUBLIC_URL, type TestServer } from './harness';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses the answer as XML (a parse error is a document of its own in the DOM): the test fails on malformed XML. */
function xml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const texts = (document: Document | Element, tag: string) => Array.from(document.getElementsByTagNameNS(SITEMAP_NS, tag), (node) => node.textContent ?? '');

describe.each(DRIVERS)('crawling the content environment (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('turns every crawler away in robots.txt and names no sitemap', async () => {
    const response = await server.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('has no sitemap: 404 with a message saying why', async () => {
    for (const url of ['/sitemap.xml', '/sitemap-en-us.xml']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'The cont environment is not for search engines: it has no sitemap' });
    }
  });

  it('asks search engines not to index any answer: pages, API answers and errors', async () => {
    for (const url of ['/en-us/home', '/api/v1/settings', '/api/v1/content/no-such-page', '/robots.txt']) {
      expect((await server.app.inject({ url })).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });
});

describe.each(DRIVERS)('crawling the production site (%s)', (driver) => {
  let server: TestServer;
  let sessionCodes: string[];
  beforeAll(async () => {
    server = await startServer(driver, { siteEnv: 'prod', contentDir: fromRoot('pages-content') });
    const sessions = (await server.app.inject({ url: '/api/v1/session/all/en-us' })).json<{ data: { sessionCode: string }[] }>();
    sessionCodes = sessions.data.map((session) => session.sessionCode);
  });
  afterAll(() => server.close());

  it('lets crawlers in, the API too (rendering a page fetches its content), and names the sitemap at the site\'s public address', async () => {
    const response = await server.app.inject({ url: '/robots.txt' });
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`);
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect((await server.app.inject({ url: '/en-us/home' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('asks search engines not to list the API\'s answers as pages of their own', async () => {
    for (const url of ['/api/v1/content/home', '/api/v1/settings', '/api/v1/no-such-thing']) {
      expect((await server.app.inject({ url })).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });

  it('serves a sitemap index of one sitemap per language, dated by the latest change', async () => {
    const response = await server.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = xml(response.body);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(texts(index, 'loc')).toEqual(LOCALES.map((locale) => `${TEST_PUBLIC_URL}/sitemap-${locale}.xml`));
    for (const lastmod of texts(index, 'lastmod')) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it('lists in each language the open pages, the catalogues and every session, with their other languages as alternates', async () => {
    const response = await server.app.inject({ url: '/sitemap-ja-jp.xml' });
    expect(response.statusCode).toBe(200);
    const sitemap = xml(response.body);
    expect(sitemap.documentElement.localName).toBe('urlset');
    const locations = texts(sitemap, 'loc');
    expect(new Set(locations).size).toBe(locations.length);
    for (const path of ['/home', '/sessions', '/speakers', '/sponsors', '/exhibitors', '/partners']) expect(locations).toContain(`${TEST_PUBLIC_URL}/ja-jp${path}`);
    const sessions = locations.filter((location) => location.startsWith(`${TEST_PUBLIC_URL}/ja-jp/sessions/`));
    expect(sessionCodes.length).toBeGreaterThan(10);
    expect(sessions.sort()).toEqual(sessionCodes.map((code) => `${TEST_PUBLIC_URL}/ja-jp/sessions/${encodeURIComponent(code)}`).sort());
    expect(locations.some((location) => location.includes('/ja-jp/speakers/'))).toBe(true);

    const first = Array.from(sitemap.getElementsByTagNameNS(SITEMAP_NS, 'url')).find((url) => texts(url, 'loc')[0]?.endsWith(`/sessions/${encodeURIComponent(sessionCodes[0] ?? '')}`));
    const alternates = Array.from(first?.getElementsByTagNameNS(XHTML_NS, 'link') ?? [], (link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    const path = `/sessions/${encodeURIComponent(sessionCodes[0] ?? '')}`;
    expect(alternates).toEqual([
      ['en-US', `${TEST_PUBLIC_URL}/en-us${path}`],
      ['zh-CN', `${TEST_PUBLIC_URL}/zh-cn${path}`],
      ['es-ES', `${TEST_PUBLIC_URL}/es-es${path}`],
      ['de-DE', `${TEST_PUBLIC_URL}/de-de${path}`],
      ['fr-FR', `${TEST_PUBLIC_URL}/fr-fr${path}`],
      ['ja-JP', `${TEST_PUBLIC_URL}/ja-jp${path}`],
      ['x-default', `${TEST_PUBLIC_URL}/en-us${path}`],
    ]);
  });

  it('dates pages by their last save and sessions by their last change of time or place', async () => {
    const sitemap = xml((await server.app.inject({ url: '/sitemap-en-us.xml' })).body);
    const dated = new Map(Array.from(sitemap.getElementsByTagNameNS(SITEMAP_NS, 'url'), (url) => [texts(url, 'loc')[0], texts(url, 'lastmod')[0]]));
    const home = dated.get(`${TEST_PUBLIC_URL}/en-us/home`);
    expect(home).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Date.parse(home ?? '')).toBeLessThanOrEqual(Date.now());
    expect(dated.get(`${TEST_PUBLIC_URL}/en-us/sessions/${encodeURIComponent(sessionCodes[0] ?? '')}`)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('leaves out what a signed-out visitor cannot open, the editors\' tools and the attendees', async () => {
    const locations = texts(xml((await server.app.inject({ url: '/sitemap-en-us.xml' })).body), 'loc').map((location) => location.slice(`${TEST_PUBLIC_URL}/en-us`.length));
    for (const personal of ['/schedule', '/favorites', '/user/profile', '/qa', '/editor', '/attendees']) expect(locations).not.toContain(personal);
    expect(locations.some((path) => path.startsWith('/attendees/'))).toBe(false);
  });
});
