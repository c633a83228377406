import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage } from '../../src/engine';
import { DRIVERS, startServer, type TestServer } from './harness';
import { openStream } from './live-stream';

async function saveIntro(server: TestServer, heading: string): Promise<number> {
  const headers = await server.auth('contenteditor');
  const current = (await server.app.inject({ url: '/api/v1/content/home', headers })).json<ResolvedPage>();
  const blocks = current.blocks.map((block) => (block.contentId === 'intro' ? { ...block, props: { heading } } : block));
  const saved = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers, payload: { phase: 'pre-event', baseRevision: current.revision, blocks } });
  expect(saved.statusCode).toBe(200);
  return saved.json<{ revision: number }>().revision;
}

describe.each(DRIVERS)('live updates (%s)', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(driver);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('streams server-sent events to anonymous visitors', async () => {
    const stream = await openStream(server);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    stream.close();
  });

  it('tells open pages about content saves, settings saves, translation writes and copies; editors hear of every environment, visitors of the site\'s own', async () => {
    const siteEditor = await server.auth('siteeditor');
    const visitor = await openStream(server);
    const editor = await openStream(server, siteEditor);
    const revision = await saveIntro(server, 'Live hello');
    for (const stream of [visitor, editor]) {
      expect((await stream.next((e) => e.event === 'onComponentSettingsChanged')).data).toEqual({ env: 'cont', page: 'home', phase: 'pre-event', revision });
    }

    await server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/uat', headers: siteEditor, payload: { changes: [{ name: 'programName', value: 'Live' }] } });
    expect((await editor.next((e) => e.event === 'onSettingsChanged')).data).toEqual({ env: 'uat' });

    await server.app.inject({ method: 'POST', url: '/api/v1/content/copyToEnvironment/cont/prod', headers: siteEditor, payload: { page: 'home' } });
    expect((await editor.next((e) => e.event === 'onComponentSettingsChanged' && e.data.env === 'prod')).data).toMatchObject({ page: 'home' });

    await server.app.inject({ method: 'PUT', url: '/api/v1/translation/update/fr-FR', headers: siteEditor, payload: { entries: { 'translate.live.test': 'Direct' } } });
    for (const stream of [visitor, editor]) {
      expect((await stream.next((e) => e.event === 'onLanguageChanged')).data).toEqual({ env: 'cont', lang: 'fr-FR' });
    }
    // Events arrive in order: by the translation write, the visitor would have had the uat and prod ones.
    expect(visitor.received.filter((e) => e.data.env !== 'cont')).toEqual([]);
    visitor.close();
    editor.close();
  });

  it('tells open sessions when content pages change, by a page write or a copy; visitors only of the site\'s own environment', async () => {
    const siteEditor = await server.auth('siteeditor');
    const visitor = await openStream(server);
    const editor = await openStream(server, siteEditor);
    const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object) =>
      server.app.inject({ method, url: `/api/v1${url}`, headers: siteEditor, payload });
    const pagesChanged = (stream: Awaited<ReturnType<typeof openStream>>, env: string) =>
      stream.next((e) => e.event === 'onPagesChanged' && e.data.env === env).then((e) => e.data);

    const created = (await write('POST', '/pages', { slug: 'live-lounge', titles: { 'en-us': 'Live lounge' } })).json<{ id: string }>();
    for (const stream of [visitor, editor]) expect(await pagesChanged(stream, 'cont')).toEqual({ env: 'cont' });
    const seen = () => visitor.received.filter((e) => e.event === 'onPagesChanged').length;
    const announcedBy = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object) => {
      const before = seen();
      expect((await write(method, url, payload)).statusCode).toBe(200);
      await expect.poll(seen).toBe(before + 1);
    };
    await announcedBy('PATCH', `/pages/${created.id}`, { baseRevision: 1, slug: 'live-room' });
    await announcedBy('DELETE', `/pages/${created.id}`, { baseRevision: 2 });
    await announcedBy('POST', `/pages/${created.id}/restore`, { baseRevision: 3 });

    await write('POST', '/content/copyToEnvironment/cont/uat', {});
    expect(await pagesChanged(editor, 'uat')).toEqual({ env: 'uat' });
    // The visitor hears the next event of its own environment without any from uat before it.
    await announcedBy('PATCH', `/pages/${created.id}`, { baseRevision: 4, titles: { 'en-us': 'Live room' } });
    expect(visitor.received.filter((e) => e.data.env === 'uat')).toEqual([]);
    visitor.close();
    editor.close();
  });

  it('never streams catalogue changes, which name attendees whose profile changed, hidden ones included', async () => {
    const editor = await openStream(server, await server.auth('siteeditor'));
    const attendee = await server.auth('attendee');
    await server.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: attendee, payload: { displayProfileToPublic: false } });
    const revision = await saveIntro(server, 'After the profile');
    await editor.next((e) => e.event === 'onComponentSettingsChanged' && e.data.revision === revision);
    expect(editor.received.map((e) => e.event)).not.toContain('onCatalogueChanged');
    editor.close();
  });

  it('holds at most 20 streams per client address: the rest answer 429 while other requests are served, and a signed-in person counts as themselves', async () => {
    const streams = await Promise.all(Array.from({ length: 60 }, () => openStream(server)));
    const statuses = streams.map((stream) => stream.response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(streams.find((stream) => stream.response.statusCode === 429)?.response.headers['retry-after']).toBe('30');
    expect((await server.app.inject({ url: '/api/v1/ping' })).statusCode).toBe(200);
    const signedIn = await openStream(server, await server.auth('attendee'));
    expect(signedIn.response.statusCode).toBe(200);
    signedIn.close();
    for (const stream of streams) stream.close();
    await expect.poll(async () => {
      const again = await openStream(server);
      again.close();
      return again.response.statusCode;
    }).toBe(200);
  });
});

describe('a stream past its age', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { liveLimits: { maxAgeMs: 300 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('is ended by the server, so EventSource reconnects instead of holding it forever', async () => {
    const stream = await openStream(server);
    expect(stream.response.statusCode).toBe(200);
    await new Promise((resolve) => stream.response.once('end', resolve));
  });
});

describe('the cap on all live streams of a node', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Far more per client than the test opens: only the node's total can refuse a stream.
    server = await startServer('pglite', { liveLimits: { perClient: 50, total: 3 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('refuses a stream past the total with 429, whatever its address, while other requests are served', async () => {
    const streams = [];
    // One after the other, each from its own loopback address (all of 127.0.0.0/8 reaches this machine).
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) streams.push(await openStream(server, {}, from));
    expect(streams.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(streams[3]?.response.headers['retry-after']).toBe('30');
    expect((await server.app.inject({ url: '/api/v1/ping' })).statusCode).toBe(200);
    // A closed stream frees its place for anyone.
    streams[0]?.close();
    await expect.poll(async () => {
      const again = await openStream(server, {}, '127.0.0.6');
      again.close();
      return again.response.statusCode;
    }).toBe(200);
    for (const stream of streams) stream.close();
  });
});

const sharedInfrastructure = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!sharedInfrastructure)('live updates across two nodes (postgres + redis)', () => {
  let writer: TestServer;
  let reader: TestServer;

  beforeAll(async () => {
    writer = await startServer('postgres', { redisUrl: process.env.REDIS_URL });
    reader = await startServer('postgres', { redisUrl: process.env.REDIS_URL, databaseUrl: writer.databaseUrl });
    await reader.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  it('a save on one node reaches the clients of the other, and what the other serves', async () => {
    const stream = await openStream(reader);
    // The reader keeps what it read: the save's message on the bus is what makes it read again.
    const before = (await reader.app.inject({ url: '/api/v1/content/home' })).json<ResolvedPage>();
    expect(before.blocks.find((block) => block.contentId === 'intro')?.props).not.toEqual({ heading: 'From the other node' });
    const revision = await saveIntro(writer, 'From the other node');
    const event = await stream.next((e) => e.event === 'onComponentSettingsChanged' && e.data.page === 'home' && e.data.revision === revision);
    expect(event.data).toEqual({ env: 'cont', page: 'home', phase: 'pre-event', revision });
    const page = (await reader.app.inject({ url: '/api/v1/content/home' })).json<ResolvedPage>();
    expect(page.blocks.find((block) => block.contentId === 'intro')?.props).toEqual({ heading: 'From the other node' });
    stream.close();
  });
});
