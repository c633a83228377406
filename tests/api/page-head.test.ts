import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage } from '../../src/engine';
import { fromRoot } from '../../server/paths';
import { DRIVERS, startServer, TEST_PUBLIC_URL, type TestServer } from './harness';

const PROGRAM = 'Confsite Summit 2027';

/** The page as a machine that runs no script reads it: the HTML's head, parsed. */
async function head(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ url, headers });
  const { document } = new JSDOM(response.body).window;
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  const ld = document.querySelector('script[type="application/ld+json"]');
  return {
    status: response.statusCode,
    lang: document.documentElement.getAttribute('lang'),
    titles: Array.from(document.querySelectorAll('title'), (title) => title.textContent),
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    og: (property: string) => content(`meta[property="og:${property}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"]'), (link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    structured: ld ? (JSON.parse(ld.textContent ?? '') as Record<string, unknown>) : undefined,
    ldNonce: ld?.getAttribute('nonce'),
    policy: String(response.headers['content-security-policy'] ?? ''),
  };
}

interface SessionAnswer {
  sessionCode: string;
  title: string;
  startDateTime: string | null;
  endDateTime: string | null;
  speakers: { speakerId: string; displayName?: string }[];
}

describe.each(DRIVERS)('the head of a production page (%s)', (driver) => {
  let server: TestServer;
  let session: SessionAnswer;
  beforeAll(async () => {
    server = await startServer(driver, { siteEnv: 'prod', contentDir: fromRoot('pages-content') });
    const all = (await server.app.inject({ url: '/api/v1/session/all/en-us' })).json<{ data: SessionAnswer[] }>();
    const withSpeakers = all.data.find((candidate) => candidate.speakers.length > 1 && candidate.startDateTime) ?? all.data[0];
    session = (await server.app.inject({ url: `/api/v1/session/${encodeURIComponent(withSpeakers?.sessionCode ?? '')}` })).json<SessionAnswer>();
  });
  afterAll(() => server.close());

  it('names a session: title, description, Open Graph and Twitter tags, canonical URL and its six languages', async () => {
    const path = `/sessions/${encodeURIComponent(session.sessionCode)}`;
    const page = await head(server, `/en-us${path}?source=home`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-US');
    expect(page.titles).toEqual([`${session.title} | ${PROGRAM}`]);
    expect(page.og('title')).toBe(`${session.title} | ${PROGRAM}`);
    expect(page.twitter('title')).toBe(page.og('title'));
    expect(page.description?.length).toBeGreaterThan(10);
    expect(page.description).not.toMatch(/<[a-z]/i);
    expect(page.og('site_name')).toBe(PROGRAM);
    expect(page.og('locale')).toBe('en_US');
    expect(page.canonical).toBe(`${TEST_PUBLIC_URL}/en-us${path}`);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.alternates).toEqual([
      ...['en-us', 'zh-cn', 'es-es', 'de-de', 'fr-fr', 'ja-jp'].map((locale) => [`${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`, `${TEST_PUBLIC_URL}/${locale}${path}`]),
      ['x-default', `${TEST_PUBLIC_URL}/en-us${path}`],
    ]);
    expect(page.robots).toBeUndefined();
  });

  it('describes the session as a schema.org Event with its times, place and speakers, in a script with the page\'s nonce', async () => {
    const page = await head(server, `/en-us/sessions/${encodeURIComponent(session.sessionCode)}`);
    const event = page.structured ?? {};
    expect(event['@context']).toBe('https://schema.org');
    expect(event['@type']).toBe('Event');
    expect(event.name).toBe(session.title);
    expect(event.url).toBe(page.canonical);
    expect(typeof event.description).toBe('string');
    // schema.org Event: startDate and endDate are ISO 8601 dates, performers are Persons with a name.
    expect(event.startDate).toBe(session.startDateTime);
    expect(event.endDate).toBe(session.endDateTime);
    expect(Number.isNaN(Date.parse(String(event.startDate)))).toBe(false);
    const performers = event.performer as { '@type': string; name: string }[];
    expect(performers.length).toBe(session.speakers.length);
    for (const performer of performers) {
      expect(performer['@type']).toBe('Person');
      expect(performer.name.length).toBeGreaterThan(0);
    }
    // A data block, never run: it needs no nonce.
    expect(page.ldNonce).toBeNull();
  });

  it('names the room only to those the site shows it to (in-person attendees; signed-out visitors only with showRoomsToAnonymousUsers)', async () => {
    const withRoom = (await server.app.inject({ url: '/api/v1/session/all/en-us', headers: await server.auth('inperson-attendee') }))
      .json<{ data: (SessionAnswer & { location: string | null })[] }>()
      .data.find((candidate) => candidate.location);
    const url = `/en-us/sessions/${encodeURIComponent(withRoom?.sessionCode ?? '')}`;
    expect((await head(server, url)).structured?.location).toBeUndefined();
    expect((await head(server, url, await server.auth('attendee'))).structured?.location).toBeUndefined();
    expect((await head(server, url, await server.auth('inperson-attendee'))).structured?.location).toEqual({ '@type': 'Place', name: withRoom?.location });
  });

  it('gives one canonical address whatever spelling of the session the request used', async () => {
    const canonical = `${TEST_PUBLIC_URL}/en-us/sessions/${encodeURIComponent(session.sessionCode)}`;
    for (const url of [`/en-us/sessions/en-us-${encodeURIComponent(session.sessionCode)}`, `/en-us/SESSIONS/${encodeURIComponent(session.sessionCode)}`]) {
      expect((await head(server, url)).canonical, url).toBe(canonical);
    }
    expect((await head(server, '/en-us/Speakers')).canonical).toBe(`${TEST_PUBLIC_URL}/en-us/speakers`);
  });

  it('keeps system pages and pages of attendees out of search engines', async () => {
    expect((await head(server, '/en-us/sign-in')).robots).toBe('noindex, nofollow');
    expect((await head(server, '/en-us/attendees')).robots).toBe('noindex, nofollow');
    expect((await head(server, '/en-us/sessions')).robots).toBeUndefined();
  });

  it('gives an editor tool to a signed-out visitor as a page that needs sign-in, with no head of its own', async () => {
    const page = await head(server, '/en-us/audit-log');
    expect(page.status).toBe(401);
    expect(page.canonical).toBeUndefined();
  });

  it('describes a speaker as a schema.org Person, with a profile card', async () => {
    const speakerId = session.speakers[0]?.speakerId ?? '';
    const speaker = (await server.app.inject({ url: `/api/v1/speaker/${encodeURIComponent(speakerId)}` })).json<{ displayName: string; photo: string | null }>();
    const page = await head(server, `/de-de/speakers/${encodeURIComponent(speakerId)}`);
    expect(page.lang).toBe('de-DE');
    expect(page.titles).toEqual([`${speaker.displayName} | ${PROGRAM}`]);
    expect(page.og('type')).toBe('profile');
    expect(page.structured).toMatchObject({ '@type': 'Person', name: speaker.displayName });
    if (speaker.photo) expect(page.og('image')).toBe(new URL(speaker.photo, TEST_PUBLIC_URL).href);
  });

  it('takes a content page\'s title and description from its page-meta block, in the page\'s language', async () => {
    const texts = (await server.app.inject({ url: '/api/v1/translation/ja-jp/translation' })).json<Record<string, string>>();
    const page = await head(server, '/ja-jp/home');
    expect(page.lang).toBe('ja-JP');
    const title = texts['translate.home.pre-event.meta.title'];
    expect(title).toMatch(/[\u3000-\u9fff]/);
    // The conference's name is in the page's own title already: it is not added twice.
    expect(page.titles).toEqual([title]);
    expect(page.description).toBe(texts['translate.home.pre-event.meta.description']);
    expect(page.og('image')).toBe(`${TEST_PUBLIC_URL}/images/hero-keynote.svg`);
    expect(page.alternates).toContainEqual(['ja-JP', `${TEST_PUBLIC_URL}/ja-jp/home`]);
  });

  it('asks search engines not to index a page whose page-meta says so', async () => {
    const editor = await server.auth('siteeditor');
    const current = (await server.app.inject({ url: '/api/v1/content/home', headers: editor })).json<ResolvedPage>();
    const blocks = current.blocks.map((block) => (block.component === 'page-meta' ? { ...block, props: { ...block.props, enableIndexing: false } } : block));
    const saved = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: editor, payload: { phase: current.phase, baseRevision: current.revision, blocks } });
    expect(saved.statusCode).toBe(200);
    expect((await head(server, '/en-us/home')).robots).toBe('noindex, nofollow');
    expect((await head(server, `/en-us/sessions/${encodeURIComponent(session.sessionCode)}`)).robots).toBeUndefined();
    // Nor is the page in the sitemap (read here for the first time on this server, so not from its cache).
    const sitemap = (await server.app.inject({ url: '/sitemap-en-us.xml' })).body;
    expect(sitemap).not.toContain(`<loc>${TEST_PUBLIC_URL}/en-us/home</loc>`);
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/en-us/sessions</loc>`);
  });

  it('reads the page-meta block as the visitor receives it: a block only in-person attendees see names nothing to others', async () => {
    const editor = await server.auth('siteeditor');
    const current = (await server.app.inject({ url: '/api/v1/content/home', headers: editor })).json<ResolvedPage>();
    const title = 'For in-person attendees only';
    const blocks = current.blocks.map((block) => (block.component === 'page-meta' ? { ...block, permissions: { requireScope: ['inperson'] }, props: { ...block.props, metaTags: { title } } } : block));
    const saved = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: editor, payload: { phase: current.phase, baseRevision: current.revision, blocks } });
    expect(saved.statusCode).toBe(200);
    const anonymous = await server.app.inject({ url: '/en-us/home' });
    expect(anonymous.body).not.toContain(title);
    expect((await head(server, '/en-us/home', await server.auth('attendee'))).titles).toEqual([`Home | ${PROGRAM}`]);
    expect((await head(server, '/en-us/home', await server.auth('inperson-attendee'))).titles).toEqual([`${title} | ${PROGRAM}`]);
    const revision = saved.json<{ revision: number }>().revision;
    await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: editor, payload: { phase: current.phase, baseRevision: revision, blocks: current.blocks } });
  });

  it('keeps what a page title holds as text, markup and replacement patterns alike', async () => {
    const editor = await server.auth('siteeditor');
    const current = (await server.app.inject({ url: '/api/v1/content/home', headers: editor })).json<ResolvedPage>();
    const title = 'Tom & Jerry </title><script>alert(1)</script> $& $1';
    const blocks = current.blocks.map((block) => (block.component === 'page-meta' ? { ...block, props: { ...block.props, metaTags: { title } } } : block));
    await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: editor, payload: { phase: current.phase, baseRevision: current.revision, blocks } });
    const response = await server.app.inject({ url: '/en-us/home' });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect((await head(server, '/en-us/home')).titles).toEqual([`${title} | ${PROGRAM}`]);
  });
});

describe.each(DRIVERS)('the head of a content-environment page (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('always asks search engines not to index it', async () => {
    const page = await head(server, '/en-us/home');
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex, nofollow');
  });

  it('leaves the build\'s head to a page it cannot name: not found, gated, or redirected by the browser', async () => {
    for (const url of ['/en-us/no-such-page', '/en-us/qa', '/home']) {
      const page = await head(server, url);
      expect(page.canonical, url).toBeUndefined();
      expect(page.titles, url).toEqual(['Fixture app']);
    }
  });
});
