import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, CopyResponse, Role } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

describe.each(DRIVERS)('copying content between environments (%s)', (driver) => {
  let server: TestServer;
  const copy = async (from: string, to: string, body?: Record<string, unknown>, who: Role = 'siteeditor') =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/content/copyToEnvironment/${from}/${to}`,
      headers: await server.auth(who),
      ...(body ? { payload: body } : {}),
    });
  const all = async (page: string) =>
    json<AllContentResponse>(await server.app.inject({ url: `/api/v1/content/all/${page}`, headers: await server.auth('siteeditor') }));
  // Which documents were written and their revisions; the history revision ids are checked in content-history.
  const sortedCopies = (body: CopyResponse) =>
    body.copied.map(({ page, phase, revision }) => ({ page, phase, revision })).sort((a, b) => `${a.page}/${a.phase}`.localeCompare(`${b.page}/${b.phase}`));

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('copies every phase of one page, creating the target documents', async () => {
    const response = await copy('cont', 'prod', { page: 'home' });
    expect(response.statusCode).toBe(200);
    const body = json<CopyResponse>(response);
    expect(body).toMatchObject({ from: 'cont', to: 'prod' });
    expect(sortedCopies(body)).toEqual([
      { page: 'home', phase: 'live', revision: 1 },
      { page: 'home', phase: 'pre-event', revision: 1 },
    ]);
    const home = await all('home');
    expect(home.environments.prod['pre-event']?.blocks).toEqual(home.environments.cont['pre-event']?.blocks);
    expect(home.environments.prod['pre-event']?.editorName).toBe('Sid Siteeditor');
  });

  it('bumps the revision of documents that already exist in the target', async () => {
    const body = json<CopyResponse>(await copy('cont', 'uat', { page: 'home' }));
    expect(sortedCopies(body)).toEqual([
      { page: 'home', phase: 'live', revision: 1 },
      { page: 'home', phase: 'pre-event', revision: 2 },
    ]);
    expect((await all('home')).environments.uat['pre-event']?.blocks[0]?.contentId).toBe('intro');
  });

  it('copies every page when the request names no page', async () => {
    const body = json<CopyResponse>(await copy('cont', 'prod'));
    expect(sortedCopies(body)).toEqual([
      { page: 'about', phase: 'post-event', revision: 1 },
      { page: 'about', phase: 'pre-event', revision: 1 },
      { page: 'home', phase: 'live', revision: 2 },
      { page: 'home', phase: 'pre-event', revision: 2 },
    ]);
  });

  it('rejects unknown environments and copying onto itself', async () => {
    const unknown = await copy('cont', 'staging');
    expect(unknown.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(unknown).details[0]?.path).toBe('/params/to');
    expect((await copy('qa', 'prod')).statusCode).toBe(400);
    expect((await copy('uat', 'uat')).statusCode).toBe(400);
  });

  it('answers 404 for a page the source environment has neither content nor a page record for', async () => {
    const response = await copy('uat', 'prod', { page: 'nowhere' });
    expect(response.statusCode).toBe(404);
  });

  it('is for site editors only', async () => {
    expect((await copy('cont', 'prod', { page: 'home' }, 'contenteditor')).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/v1/content/copyToEnvironment/cont/prod', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
