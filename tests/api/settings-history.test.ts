import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewerRevisionsResponse } from '../../schemas/generated/api/history/newer-revisions';
import type { RestoreStateResponse } from '../../schemas/generated/api/history/restore-state-response';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { SettingsRevision } from '../../schemas/generated/api/history/settings-revision';
import type { TranslationRevision } from '../../schemas/generated/api/history/translation-revision';
import { revisions } from '../../server/db/schema';
import type { AllSettingsResponse, ContentDocument, ResolvedPage, Role } from '../../src/engine';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';

describe.each(DRIVERS)('settings and translation history, audit log (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  const as = (who: Role) => server.auth(who);
  const get = async <T>(url: string, who: Role = 'siteeditor') => json<T>(await server.app.inject({ url, headers: await as(who) }));
  const post = async (url: string, payload: Record<string, unknown>, who: Role = 'siteeditor') => server.app.inject({ method: 'POST', url, headers: await as(who), payload });
  const setting = async (name: string) =>
    (await get<AllSettingsResponse>('/api/v1/siteeditor/all')).environments.cont.find((candidate) => candidate.name === name)?.value;
  const saveSettings = (changes: unknown[]) => post('/api/v1/siteeditor/setting/cont', { changes });
  const translate = async (entries: Record<string, string>, who: Role = 'contenteditor') =>
    server.app.inject({ method: 'PUT', url: '/api/v1/translation/update/en-us', headers: await as(who), payload: { entries } });

  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  it('records each settings change and restores an older state as a new revision', async () => {
    const name = await setting('programName');
    await saveSettings([{ name: 'programName', value: 'Renamed' }, { name: 'showExtras', value: !(await setting('showExtras')) }]);
    const { revisions: listed } = await get<RevisionList>('/api/v1/siteeditor/history/cont');
    expect(listed.map((revision) => revision.action)).toEqual(['save', 'initial']);
    expect(listed[0]).toMatchObject({ kind: 'settings', env: 'cont', editorName: 'Sid Siteeditor', summary: { changed: 2, fields: ['programName', 'showExtras'] } });

    const initial = await get<SettingsRevision>(`/api/v1/siteeditor/history/cont/${listed[1]?.id}`);
    expect(initial.values.programName).toEqual(name);
    const response = await post(`/api/v1/siteeditor/history/cont/restore/${listed[1]?.id}`, { baseRevisionId: listed[0]?.id });
    expect(response.statusCode).toBe(200);
    expect(json<RestoreStateResponse>(response)).toMatchObject({ result: 'restored', revision: { action: 'restore', restoredFrom: listed[1]?.id } });
    expect(await setting('programName')).toEqual(name);
  });

  it('refuses a settings restore from a stale history with the revisions since', async () => {
    const listed = (await get<RevisionList>('/api/v1/siteeditor/history/cont')).revisions;
    const [latest, initial] = [listed[0], listed.at(-1)];
    await saveSettings([{ name: 'editorNotes', value: 'meanwhile' }]);
    const response = await post(`/api/v1/siteeditor/history/cont/restore/${initial?.id}`, { baseRevisionId: latest?.id });
    expect(response.statusCode).toBe(409);
    expect(json<NewerRevisionsResponse>(response).newer).toEqual([expect.objectContaining({ action: 'save', summary: expect.objectContaining({ fields: ['editorNotes'] }) })]);
    expect(await setting('editorNotes')).toBe('meanwhile');
  });

  it('reports a setting value today\'s type refuses at its name and restores nothing', async () => {
    const [latest] = (await get<RevisionList>('/api/v1/siteeditor/history/cont')).revisions;
    const revision = await get<SettingsRevision>(`/api/v1/siteeditor/history/cont/${latest?.id}`);
    await server.reach.db.update(revisions).set({ snapshot: { ...revision.values, showExtras: 'not a flag', editorNotes: 'older' }, patch: null }).where(eq(revisions.id, latest?.id ?? 0));
    const response = await post(`/api/v1/siteeditor/history/cont/restore/${latest?.id}`, { baseRevisionId: latest?.id });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: 'InvalidRevision', details: [{ path: '/values/showExtras' }] });
    expect(await setting('editorNotes')).toBe('meanwhile');
  });

  it('records translation edits per language and restores a bundle', async () => {
    await translate({ 'translate.base.sign-in': 'Log in', 'translate.history.new': 'New' });
    const url = '/api/v1/translation/history/cont/en-us/translation';
    const { revisions: listed } = await get<RevisionList>(url);
    expect(listed.map((revision) => revision.action)).toEqual(['save', 'initial']);
    expect(listed[0]).toMatchObject({ kind: 'translations', lang: 'en-US', ns: 'translation', editorName: 'Cora Editor', summary: { added: 1, changed: 1 } });
    const initial = await get<TranslationRevision>(`${url}/${listed[1]?.id}`);
    expect(initial.entries['translate.base.sign-in']).toBe('Sign in');

    const restored = json<RestoreStateResponse>(await post(`${url}/restore/${listed[1]?.id}`, { baseRevisionId: listed[0]?.id }));
    expect(restored).toMatchObject({ result: 'restored', revision: { summary: { changed: 1 } } });
    const served = await get<Record<string, string>>('/api/v1/translation/en-US/translation');
    expect(served['translate.base.sign-in']).toBe('Sign in');
    // Restoring writes the revision's strings; one added since stays.
    expect(served['translate.history.new']).toBe('New');

    const stale = await post(`${url}/restore/${listed[0]?.id}`, { baseRevisionId: listed[0]?.id });
    expect(stale.statusCode).toBe(409);
    expect(json<NewerRevisionsResponse>(stale).newer).toEqual([expect.objectContaining({ id: restored.revision?.id })]);
  });

  it('records a translation copy as copies of one batch', async () => {
    await post('/api/v1/translation/copyToEnvironment/cont/uat', { lang: 'en-US' });
    const [copy] = (await get<RevisionList>('/api/v1/translation/history/uat/en-US/translation')).revisions;
    expect(copy).toMatchObject({ action: 'copy', copiedFrom: 'cont', batch: expect.any(String) });
  });

  it('lists every change across the site for site editors, filtered and paged, each row naming its revision', async () => {
    const current = await get<ResolvedPage>('/api/v1/content/home', 'contenteditor');
    const saved = json<ContentDocument>(
      await server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: await as('contenteditor'), payload: { phase: current.phase, baseRevision: current.revision, blocks: current.blocks } }),
    );
    const all = await get<RevisionList>('/api/v1/audit?limit=200');
    expect(new Set(all.revisions.map((revision) => revision.kind))).toEqual(new Set(['page', 'settings', 'translations']));

    const byPage = await get<RevisionList>('/api/v1/audit?page=home&env=cont&action=save');
    expect(byPage.revisions).toEqual([expect.objectContaining({ id: saved.historyRevisionId, page: 'home', editorName: 'Cora Editor' })]);
    const byEditor = await get<RevisionList>(`/api/v1/audit?editor=${encodeURIComponent(byPage.revisions[0]?.editorId ?? '')}`);
    expect(new Set(byEditor.revisions.map((revision) => revision.editorName))).toEqual(new Set(['Cora Editor']));
    expect((await get<RevisionList>('/api/v1/audit?kind=settings')).revisions.every((revision) => revision.kind === 'settings')).toBe(true);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get<RevisionList>(`/api/v1/audit?from=${encodeURIComponent(future)}`)).revisions).toEqual([]);
    expect((await get<RevisionList>(`/api/v1/audit?to=${encodeURIComponent(future)}&limit=200`)).revisions).toHaveLength(all.revisions.length);

    const first = await get<RevisionList>('/api/v1/audit?limit=3');
    const next = await get<RevisionList>(`/api/v1/audit?limit=3&cursor=${first.nextCursor}`);
    expect(next.revisions[0]?.id).toBeLessThan(first.revisions[2]?.id ?? 0);
  });

  it.each([
    ['/api/v1/audit'],
    ['/api/v1/siteeditor/history/cont'],
    ['/api/v1/translation/history/cont/en-US/translation'],
  ])('keeps %s to site editors (401 anonymous, 403 content editor)', async (url) => {
    expect((await server.app.inject({ url })).statusCode).toBe(401);
    expect((await server.app.inject({ url, headers: await as('contenteditor') })).statusCode).toBe(403);
    expect((await server.app.inject({ url, headers: await as('attendee') })).statusCode).toBe(403);
  });

  it('answers 404 for a revision of another subject and 400 for a language not served', async () => {
    const [page] = (await get<RevisionList>('/api/v1/audit?kind=page')).revisions;
    expect((await server.app.inject({ url: `/api/v1/siteeditor/history/cont/${page?.id}`, headers: await as('siteeditor') })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/v1/translation/history/cont/en-US/translation/${page?.id}`, headers: await as('siteeditor') })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/v1/translation/history/cont/xx-XX/translation', headers: await as('siteeditor') })).statusCode).toBe(400);
  });
});
