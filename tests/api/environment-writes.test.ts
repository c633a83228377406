import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment, ResolvedPage, Role } from '../../src/engine';
import { json, startServer, startServerWithRoutes, type TestServer } from './harness';

/** State-changing routes that change no environment's content, settings or texts, and why. */
const NO_ENVIRONMENT: Record<string, string> = {
  'POST /api/v1/auth/logout': 'ends the caller\'s own session',
  'POST /api/v1/auth/dev-login': 'signs the caller in',
  'POST /api/v1/siteeditor/change-attendee-type/:type': 'the site editor\'s own view',
  'POST /api/v1/siteeditor/reset-attendee-type': 'the site editor\'s own view',
  'POST /api/v1/favorite/:type/:id': 'the caller\'s own favorites',
  'DELETE /api/v1/favorite/:type/:id': 'the caller\'s own favorites',
  'PUT /api/v1/profile': 'the caller\'s own profile',
  'PUT /api/v1/profile/photo': 'the caller\'s own profile photo',
  'DELETE /api/v1/profile/photo': 'the caller\'s own profile photo',
  'POST /api/v1/userconsent': 'the caller\'s own consent',
  'POST /api/v1/schedule/webcal/token': 'the caller\'s own calendar link',
  'DELETE /api/v1/schedule/webcal/token': 'the caller\'s own calendar link',
  'POST /api/v1/evaluation/submitroundtable/:id': 'the caller\'s own nomination',
  ...Object.fromEntries(
    ['session/:id', 'submit', 'submitSurvey', 'submitSurveyAnonymously'].map((path) => [`POST /api/v1/evaluation/${path}`, 'the caller\'s own evaluation, or an anonymous survey answer']),
  ),
  'POST /api/v1/siteeditor/nominations/:sessionId/:attendeeId': 'an attendee\'s nomination: personal data, one for every environment',
  'POST /api/v1/siteeditor/evaluation-forms/version': 'evaluation forms are the site\'s, one for every environment, as the answers given to them are',
  'POST /api/v1/catalogue/import': 'the programme (sessions, speakers, …) is one for every environment',
  'PUT /api/v1/siteeditor/file': 'uploaded files are shared by every environment, named by their content',
  ...Object.fromEntries(
    ['PUT /api/v1/schedule/session/:id', 'DELETE /api/v1/schedule/session/:id', 'POST /api/v1/schedule/session/:id/status', 'POST /api/v1/schedule/changes/seen'].map((name) => [name, 'the caller\'s own schedule']),
  ),
  'POST /api/v1/attendee/:id/sessions/:locale': 'a read sent as POST (its request is a document)',
  ...Object.fromEntries(
    ['POST /api/v1/meeting', 'PUT /api/v1/meeting', 'DELETE /api/v1/meeting/:id', 'POST /api/v1/meeting/message'].map((name) => [name, 'meetings are their participants\' own, one for every environment']),
  ),
  ...Object.fromEntries(['POST /api/v1/appointment', 'PUT /api/v1/appointment', 'DELETE /api/v1/appointment/:id'].map((name) => [name, 'the caller\'s own appointments'])),
  ...Object.fromEntries(['POST /api/v1/messages/send', 'PUT /api/v1/messages/:id/read'].map((name) => [name, 'messages between attendees, and their own read state'])),
  'POST /api/v1/content/pasted': 'cleans blocks for the editor\'s canvas and stores nothing',
  ...Object.fromEntries(
    ['PUT /api/v1/qa/designs', 'POST /api/v1/qa/runs', 'POST /api/v1/qa/runs/:id/cancel', 'POST /api/v1/qa/runs/:id/results/:seq/accept'].map((name) => [
      name,
      'QA designs and runs compare the site with its designs; a run names the environments it reads, and changes none',
    ]),
  ),
  ...Object.fromEntries(
    ['session/search', 'speaker/search', 'attendee/search', 'company/search', 'session/list/:lang'].map((path) => [`POST /api/v1/${path}`, 'a read sent as POST (its request is a document)']),
  ),
};

const CHANGES_STATE = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe('every write route names the environment it changes', () => {
  let server: TestServer & { routes: RouteOptions[] };
  let routes: RouteOptions[];
  beforeAll(async () => {
    server = await startServerWithRoutes();
    routes = server.routes;
  });
  afterAll(() => server.close());

  it('declares writesTo, or is one of the few that change no environment', () => {
    const writes = routes.flatMap((route) =>
      [route.method].flat().filter((method) => CHANGES_STATE.includes(method)).map((method) => ({ name: `${method} ${route.url}`, route })),
    );
    const undeclared = writes
      .filter(({ name, route }) => name.includes(' /api/v1/') && !route.config?.writesTo && !NO_ENVIRONMENT[name])
      .map(({ name }) => name);
    expect(undeclared).toEqual([]);
    expect(Object.keys(NO_ENVIRONMENT).filter((name) => !writes.some((write) => write.name === name))).toEqual([]);
  });
});

describe.each<Environment>(['cont', 'prod'])('writes to environments, on a %s site', (siteEnv) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { siteEnv });
  });
  afterAll(() => server.close());

  const as = (who: Role) => server.auth(who);
  const homeSave = async (who: Role, env?: Environment) => {
    // Read as the writer: a content editor's copy holds placeholders, which a save must send back as they came.
    const current = json<ResolvedPage>(await server.app.inject({ url: `/api/v1/content/home${env ? `?env=${env}` : ''}`, headers: await as(who) }));
    return server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/home',
      headers: await as(who),
      payload: { ...(env ? { env } : {}), phase: current.phase, baseRevision: current.revision, blocks: current.blocks },
    });
  };
  const translate = async (who: Role, env?: Environment) =>
    server.app.inject({ method: 'PUT', url: `/api/v1/translation/update/en-us${env ? `?env=${env}` : ''}`, headers: await as(who), payload: { entries: { 'translate.custom.env-rule': 'x' } } });
  const addInitial = async (who: Role, env?: Environment) =>
    server.app.inject({ method: 'PUT', url: `/api/v1/translation/addInitialTranslations${env ? `?env=${env}` : ''}`, headers: await as(who), payload: { entries: { 'translate.custom.env-rule-initial': 'x' } } });
  const testingDate = async (who: Role) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/siteeditor/testing-date', headers: await as(who), payload: { testingDate: null } });
  const ticker = async (who: Role) => server.app.inject({ method: 'PUT', url: '/api/v1/live-now-ticker', headers: await as(who), payload: { items: [] } });

  const cases = [
    ['a page save', homeSave],
    ['a translation', translate],
    ['initial translations', addInitial],
  ] as const;

  it.each(cases)('refuses a content editor\'s %s to uat and prod (403), keeps it open to site editors', async (_what, write) => {
    for (const env of ['uat', 'prod'] as const) {
      const refused = await write('contenteditor', env);
      expect(refused.statusCode, `${env}: ${refused.body}`).toBe(403);
      expect(json(refused)).toMatchObject({ error: 'Forbidden', message: expect.stringContaining(`Only site editors change ${env}`) });
      expect((await write('siteeditor', env)).statusCode).toBe(200);
    }
    expect((await write('contenteditor', 'cont')).statusCode).toBe(200);
  });

  it.each([
    ['a page save', (who: Role) => homeSave(who)],
    ['a translation', (who: Role) => translate(who)],
    ['the testing date', testingDate],
    ['the live-now ticker', ticker],
  ] as const)('lets a content editor change %s of the site\'s own environment only when that is cont', async (_what, write) => {
    expect((await write('contenteditor')).statusCode).toBe(siteEnv === 'cont' ? 200 : 403);
    expect((await write('siteeditor')).statusCode).toBe(200);
  });
});
