import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, ConflictBody, ContentDocument, ResolvedPage, Role } from '../../src/engine';
import { heading } from './blocks';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('saving content (%s)', (driver) => {
  let server: TestServer;
  const save = async (page: string, body: Record<string, unknown>, who: Role = 'siteeditor') =>
    server.app.inject({ method: 'PUT', url: `/api/v1/content/${page}`, headers: await server.auth(who), payload: body });
  const stored = async (page: string, phase = 'pre-event', env: 'cont' | 'uat' = 'cont') => {
    const all = json<AllContentResponse>(await server.app.inject({ url: `/api/v1/content/all/${page}`, headers: await server.auth('siteeditor') }));
    return all.environments[env][phase];
  };

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('saves a phase and stamps only the blocks that are new or changed', async () => {
    const current = json<ResolvedPage>(await server.app.inject({ url: '/api/v1/content/home', headers: await server.auth('siteeditor') }));
    const blocks = current.blocks.map((block) => (block.contentId === 'intro' ? { ...block, props: { heading: 'Hello again' } } : block));
    const response = await save('home', { phase: 'pre-event', baseRevision: current.revision, blocks: [...blocks, heading('added', 'New block')] });
    expect(response.statusCode).toBe(200);
    const saved = json<ContentDocument>(response);
    expect(saved).toMatchObject({ env: 'cont', page: 'home', phase: 'pre-event', revision: 2, editorName: 'Sid Siteeditor' });
    const byId = new Map(saved.blocks.map((block) => [block.contentId, block]));
    expect(byId.get('intro')).toMatchObject({ _editorName: 'Sid Siteeditor', _revision: 2 });
    expect(Date.parse(byId.get('intro')?._editedTimestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(byId.get('added')).toMatchObject({ _revision: 2 });
    expect(byId.get('extras')).not.toHaveProperty('_revision');

    const asContentEditor = json<ResolvedPage>(await server.app.inject({ url: '/api/v1/content/home', headers: await server.auth('contenteditor') }));
    const next = await save('home', {
      phase: 'pre-event',
      baseRevision: 2,
      blocks: asContentEditor.blocks.map((block) => (block.contentId === 'added' ? { ...block, props: { heading: 'Renamed' } } : block)),
    }, 'contenteditor');
    const again = new Map(json<ContentDocument>(next).blocks.map((block) => [block.contentId, block]));
    expect(again.get('added')).toMatchObject({ _revision: 3, _editorName: 'Cora Editor' });
    expect(again.get('intro')).toMatchObject({ _revision: 2, _editorName: 'Sid Siteeditor' });
  });

  it('rejects invalid blocks with the path of every problem and saves nothing', async () => {
    const before = await stored('about');
    const response = await save('about', {
      phase: 'pre-event',
      baseRevision: before?.revision,
      blocks: [
        heading('about', 'About', { props: { heading: 'About', bogus: true } }),
        heading('level', 'Too deep', { props: { heading: 'x', headingLevel: 9 } }),
        { component: 'no-such-block', contentId: 'mystery', key: 'mystery', props: {} },
        heading('orphan', 'Orphan', { parentId: 'nobody' }),
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ error: string; details: { path: string }[] }>(response);
    expect(body.error).toBe('ValidationError');
    const paths = body.details.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['/blocks/0/props/bogus', '/blocks/1/props/headingLevel', '/blocks/2/component', '/blocks/3/parentId']));
    expect(await stored('about')).toEqual(before);
  });

  it('rejects a phase the site does not have', async () => {
    const response = await save('about', { phase: 'afterparty', baseRevision: 0, blocks: [] });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(response).details).toEqual([expect.objectContaining({ path: '/phase' })]);
    expect(await stored('about', 'afterparty')).toBeUndefined();
  });

  it('rejects a malformed block envelope before looking at the content', async () => {
    const response = await save('about', { phase: 'pre-event', baseRevision: 1, blocks: [{ component: 'section-heading', contentId: 'x', props: {} }] });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(response).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/body/blocks/0/key' })]),
    );
  });

  it('answers a stale save with 409 and the current document, and a forced save wins', async () => {
    const first = await save('stale', { phase: 'pre-event', baseRevision: 0, blocks: [heading('one', 'First')] });
    expect(json<ContentDocument>(first).revision).toBe(1);
    await save('stale', { phase: 'pre-event', baseRevision: 1, blocks: [heading('one', 'Second')] });

    const conflict = await save('stale', { phase: 'pre-event', baseRevision: 1, blocks: [heading('one', 'Third')] });
    expect(conflict.statusCode).toBe(409);
    const body = json<ConflictBody>(conflict);
    expect(body).toMatchObject({ error: 'Conflict', message: 'translate.base.error.component-settings.conflict' });
    expect(body.current).toMatchObject({ revision: 2, blocks: [{ contentId: 'one', props: { heading: 'Second' } }] });

    const creatingAgain = await save('stale', { phase: 'pre-event', baseRevision: 0, blocks: [] });
    expect(creatingAgain.statusCode).toBe(409);

    const forced = await save('stale', { phase: 'pre-event', baseRevision: 1, force: true, blocks: [heading('one', 'Third')] });
    expect(forced.statusCode).toBe(200);
    expect(json<ContentDocument>(forced)).toMatchObject({ revision: 3, blocks: [{ props: { heading: 'Third' } }] });
  });

  it('lets exactly one of ten concurrent saves from the same revision win', async () => {
    await save('race', { phase: 'pre-event', baseRevision: 0, blocks: [heading('lane', 'Start')] });
    const headers = await server.auth('siteeditor');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/v1/content/race',
          headers,
          payload: { phase: 'pre-event', baseRevision: 1, blocks: [heading('lane', `Runner ${index}`)] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = json<ContentDocument>(responses.find((response) => response.statusCode === 200)!);
    expect(await stored('race')).toMatchObject({ revision: 2, blocks: winner.blocks });
  });

  it('saves into another environment when the body names it', async () => {
    const response = await save('home', { env: 'uat', phase: 'live', baseRevision: 0, blocks: [heading('uat-live', 'Live in uat')] });
    expect(response.statusCode).toBe(200);
    expect((await stored('home', 'live', 'uat'))?.blocks[0]?.contentId).toBe('uat-live');
  });

  it('refuses saves from callers who are not content editors', async () => {
    expect((await save('home', { phase: 'pre-event', baseRevision: 0, blocks: [] }, 'attendee')).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', payload: { phase: 'pre-event', baseRevision: 0, blocks: [] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
