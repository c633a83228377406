import { copyFile, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, BlockInstance, ConflictBody, ContentDocument, ResolvedPage } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const HOSTILE =
  '<h3>Venue</h3><script>window.hacked = true</script><img src="/map.png" alt="Map" onerror="window.hacked = true">' +
  '<a href="javascript:alert(1)">click me</a><a href="https://venue.example" target="_blank">the venue</a>';
const CLEAN = '<h3>Venue</h3><img src="/map.png" alt="Map"><a>click me</a><a href="https://venue.example" target="_blank" rel="noopener noreferrer">the venue</a>';

const contentBlock = (contentId: string, html: string): BlockInstance => ({ component: 'content-block', contentId, key: contentId, props: { html } });

const expectNoActiveContent = (body: string) => {
  expect(body).not.toContain('<script');
  expect(body).not.toContain('onerror=');
  expect(body).not.toContain('javascript:');
};

describe.each(DRIVERS)('HTML in content (%s)', (driver) => {
  let server: TestServer;
  let saved: ContentDocument;

  beforeAll(async () => {
    server = await startServer(driver);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/venue',
      headers: await server.auth('contenteditor'),
      payload: { phase: 'pre-event', baseRevision: 0, blocks: [contentBlock('hostile', HOSTILE), contentBlock('by-key', 'translate.venue.pre-event.directions.html')] },
    });
    expect(response.statusCode).toBe(200);
    saved = json<ContentDocument>(response);
  });
  afterAll(() => server.close());

  it('serves anonymous visitors the literal HTML sanitised and translation keys as they are', async () => {
    const response = await server.app.inject({ url: '/api/v1/content/venue' });
    expect(response.statusCode).toBe(200);
    expectNoActiveContent(response.body);
    expect(json<ResolvedPage>(response).blocks.map((block) => block.props.html)).toEqual([CLEAN, 'translate.venue.pre-event.directions.html']);
  });

  it('stores the sanitised HTML, as the save answer and a stale save conflict show', async () => {
    expect(saved.blocks[0]?.props.html).toBe(CLEAN);
    // A conflict answers with the document exactly as stored.
    const stale = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/venue',
      headers: await server.auth('contenteditor'),
      payload: { phase: 'pre-event', baseRevision: 0, blocks: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(json<ConflictBody>(stale).current.blocks[0]?.props.html).toBe(CLEAN);
  });

  it('cleans blocks an editor pastes before the canvas shows them, for editors only, refusing what is not blocks', async () => {
    const paste = async (payload: unknown, who: 'contenteditor' | 'attendee' | null = 'contenteditor') =>
      server.app.inject({ method: 'POST', url: '/api/v1/content/pasted', headers: who ? await server.auth(who) : {}, payload: payload as object });
    const pasted = await paste({ blocks: [contentBlock('pasted', HOSTILE)] });
    expect(pasted.statusCode).toBe(200);
    expectNoActiveContent(pasted.body);
    expect(json<{ blocks: BlockInstance[] }>(pasted).blocks.map((block) => block.props.html)).toEqual([CLEAN]);
    expect((await paste({ blocks: [contentBlock('pasted', HOSTILE)] }, 'attendee')).statusCode).toBe(403);
    expect((await paste({ blocks: [contentBlock('pasted', HOSTILE)] }, null)).statusCode).toBe(401);
    const refused = await paste({ blocks: [{ component: 'content-block', props: {} }] });
    expect(refused.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(refused).details[0]?.path).toMatch(/^\/body\/blocks\/0/);
  });

  it('serves editors every environment and phase sanitised', async () => {
    const response = await server.app.inject({ url: '/api/v1/content/all/venue', headers: await server.auth('contenteditor') });
    expectNoActiveContent(response.body);
    expect(json<AllContentResponse>(response).environments.cont['pre-event']?.blocks[0]?.props.html).toBe(CLEAN);
  });

  it('leaves blocks without rich-text props alone', async () => {
    const home = json<ResolvedPage>(await server.app.inject({ url: '/api/v1/content/home' }));
    expect(home.blocks[0]?.props).toEqual({ heading: 'translate.home.pre-event.intro.heading' });
  });
});

describe.each(DRIVERS)('HTML seeded straight into the database (%s)', (driver) => {
  let server: TestServer;
  let contentDir: string;

  beforeAll(async () => {
    // Seed files bypass the save path, so their HTML is stored as written.
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-seed-html-'));
    await mkdir(path.join(contentDir, 'cont'));
    await copyFile(path.join(import.meta.dirname, 'fixtures', 'pages-content', 'settings.json'), path.join(contentDir, 'settings.json'));
    await writeFile(path.join(contentDir, 'cont', 'venue.json'), JSON.stringify({ phases: { 'pre-event': [contentBlock('hostile', HOSTILE)] } }));
    server = await startServer(driver, { contentDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('is sanitised on every way out, the conflict answer included', async () => {
    const read = await server.app.inject({ url: '/api/v1/content/venue' });
    expectNoActiveContent(read.body);
    const stale = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/venue',
      headers: await server.auth('contenteditor'),
      payload: { phase: 'pre-event', baseRevision: 0, blocks: [] },
    });
    expect(stale.statusCode).toBe(409);
    expectNoActiveContent(stale.body);
    expect(json<ConflictBody>(stale).current.blocks[0]?.props.html).toBe(CLEAN);
  });
});
