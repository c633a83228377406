import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, ResolvedPage, Role } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const EVERY_HOME_BLOCK = [
  'intro', 'attendee-only', 'anonymous-only', 'meetings-teaser', 'extras', 'live-only',
  'editor-tools', 'editor-tools-child', 'editor-tools-inner', 'editor-tools-grandchild', 'switched-off',
];
const LIVE = '2090-03-02T00:00:00Z';

describe.each(DRIVERS)('reading content (%s)', (driver) => {
  let server: TestServer;
  const read = async (url: string, who?: Role) =>
    server.app.inject({ url: `/api/v1/content/${url}`, headers: who ? await server.auth(who) : {} });
  const blockIds = async (url: string, who?: Role) => json<ResolvedPage>(await read(url, who)).blocks.map((block) => block.contentId);

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('shows an anonymous visitor only what anyone may see, in the current phase', async () => {
    const page = json<ResolvedPage>(await read('home'));
    expect(page).toMatchObject({ env: 'cont', page: 'home', phase: 'pre-event', revision: 1 });
    expect(page.blocks.map((block) => block.contentId)).toEqual(['intro', 'anonymous-only', 'extras']);
  });

  it('shows an attendee the attendee block but hides what their scopes block', async () => {
    expect(await blockIds('home', 'attendee')).toEqual(['intro', 'attendee-only', 'extras']);
  });

  it('never sends a non-editor a block of a switched-off feature, another phase, or a disabled block', async () => {
    const body = (await read('home', 'speaker')).body;
    for (const hidden of ['meetings-teaser', 'live-only', 'switched-off', 'editor-tools']) expect(body).not.toContain(hidden);
  });

  it('drops everything nested inside a group the caller may not see', async () => {
    const response = await read('home', 'attendee');
    expect(response.body).not.toContain('editor-tools-child');
    expect(response.body).not.toContain('editor-tools-grandchild');
  });

  it('gives content editors every block, whatever its permissions', async () => {
    expect(await blockIds('home', 'siteeditor')).toEqual(EVERY_HOME_BLOCK);
    expect(await blockIds('home', 'contenteditor')).toEqual(EVERY_HOME_BLOCK);
  });

  it('serves the phase of a testing date', async () => {
    const page = json<ResolvedPage>(await read(`home?testingDate=${LIVE}`));
    expect(page.phase).toBe('live');
    expect(page.blocks.map((block) => block.contentId)).toEqual(['live-intro']);
  });

  it('answers an existing page without a document for the phase with no blocks', async () => {
    const page = json<ResolvedPage>(await read(`about?testingDate=${LIVE}`));
    expect(page).toMatchObject({ page: 'about', phase: 'live', revision: 0, blocks: [] });
  });

  it('answers 404 for a page without content', async () => {
    const response = await read('no-such-page');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: 'NotFound' });
  });

  it('lets only content editors and QA testers read another environment', async () => {
    expect((await read('home?env=uat')).statusCode).toBe(403);
    expect((await read('home?env=uat', 'attendee')).statusCode).toBe(403);
    expect((await read('home?env=cont', 'attendee')).statusCode).toBe(200);
    // uat's server testing date puts it in the live phase, where home has no document.
    expect(json<ResolvedPage>(await read('home?env=uat', 'contenteditor'))).toMatchObject({ env: 'uat', phase: 'live', blocks: [] });
    const uat = json<ResolvedPage>(await read('home?env=uat&testingDate=2026-01-01T00:00:00Z', 'contenteditor'));
    expect(uat).toMatchObject({ env: 'uat', phase: 'pre-event', blocks: [{ contentId: 'uat-intro' }] });
    expect((await read('home?env=staging', 'siteeditor')).statusCode).toBe(400);
    // A QA tester compares environments: reading one is all the qa scope allows.
    const forQa = json<ResolvedPage>(await read('home?env=uat&testingDate=2026-01-01T00:00:00Z', 'qa'));
    expect(forQa).toMatchObject({ env: 'uat', phase: 'pre-event', blocks: [{ contentId: 'uat-intro' }] });
    const write = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: await server.auth('qa'), payload: { env: 'uat', phase: 'pre-event', baseRevision: 0, force: true, blocks: [] } });
    expect(write.statusCode).toBe(403);
  });

  it('gives editors every environment and phase of a page', async () => {
    const response = await read('all/home', 'contenteditor');
    expect(response.statusCode).toBe(200);
    const all = json<AllContentResponse>(response);
    expect(all.phases.map((phase) => phase.id)).toEqual(['pre-event', 'live', 'post-event']);
    expect(Object.keys(all.environments.cont).sort()).toEqual(['live', 'pre-event']);
    expect(all.environments.uat['pre-event']?.blocks).toHaveLength(1);
    expect(all.environments.prod).toEqual({});
  });
});
