import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConflictResponse } from '../../schemas/generated/api/pages/conflict';
import type { PageListResponse } from '../../schemas/generated/api/pages/page-list';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { PageRecordsResponse } from '../../schemas/generated/api/pages/page-records';
import type { ContentDocument, ResolvedPage, Role } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

const TITLES = { 'en-us': 'Speaker lounge', 'de-de': 'Sprecher-Lounge' };

describe.each(DRIVERS)('content pages as data (%s)', (driver) => {
  let server: TestServer;
  /** `null` calls anonymously. */
  const as = async (who: Role | null) => (who ? server.auth(who) : {});
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who: Role | null = 'siteeditor') =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: await as(who), ...(payload ? { payload } : {}) });
  const create = async (slug: string, extra: object = {}, who: Role | null = 'siteeditor') =>
    call('POST', '/pages', { slug, titles: TITLES, ...extra }, who);
  const created = async (slug: string, extra: object = {}) => {
    const response = await create(slug, extra);
    expect(response.statusCode).toBe(201);
    return json<PageRecord>(response);
  };
  const listed = async (who: Role | null = null) => json<PageListResponse>(await call('GET', '/pages', undefined, who)).pages;
  const content = (page: string, who: Role | null = null) => call('GET', `/content/${page}`, undefined, who);

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('lists the seeded pages with their titles', async () => {
    const pages = await listed();
    expect(pages).toEqual(expect.arrayContaining([
      { id: 'home', slug: 'home', previousSlugs: [], titles: { 'en-us': 'Home', 'de-de': 'Startseite' } },
      expect.objectContaining({ id: 'about', slug: 'about' }),
    ]));
  });

  it('lets a site editor create a page, which answers with empty content until its first block', async () => {
    const page = await created('speaker-lounge');
    expect(page).toMatchObject({ env: 'cont', slug: 'speaker-lounge', titles: TITLES, revision: 1, previousSlugs: [], editorName: 'Sid Siteeditor' });
    expect(page.id).toMatch(/^speaker-lounge-[0-9a-f]{8}$/);
    expect(await listed()).toContainEqual({ id: page.id, slug: 'speaker-lounge', previousSlugs: [], titles: TITLES });
    const read = await content(page.id);
    expect(read.statusCode).toBe(200);
    expect(json<ResolvedPage>(read)).toMatchObject({ page: page.id, revision: 0, blocks: [] });
  });

  it('refuses writes to content editors (403) and anonymous callers (401)', async () => {
    expect((await create('by-cora', {}, 'contenteditor')).statusCode).toBe(403);
    expect((await create('by-nobody', {}, null)).statusCode).toBe(401);
    expect((await call('PATCH', '/pages/home', { baseRevision: 1, slug: 'x' }, 'contenteditor')).statusCode).toBe(403);
    expect((await call('DELETE', '/pages/home', { baseRevision: 1 }, null)).statusCode).toBe(401);
    expect((await call('GET', '/pages/records', undefined, 'contenteditor')).statusCode).toBe(403);
    expect((await listed()).map((page) => page.slug)).not.toContain('by-cora');
  });

  it.each<[string, object, string]>([
    ['an upper-case slug', { slug: 'Lounge', titles: TITLES }, '/body/slug'],
    ['a slug with a slash', { slug: 'a/b', titles: TITLES }, '/body/slug'],
    ['a slug over 100 characters', { slug: 'a'.repeat(101), titles: TITLES }, '/body/slug'],
    ['no English title', { slug: 'no-english', titles: { 'de-de': 'Nur Deutsch' } }, '/body/titles/en-us'],
    ['an empty title', { slug: 'empty-title', titles: { 'en-us': ' ' } }, '/body/titles/en-us'],
    ['an unknown language', { slug: 'klingon', titles: { 'en-us': 'x', 'tlh-qo': 'y' } }, '/body/titles/tlh-qo'],
  ])('rejects %s with 400 and the field path', async (_case, body, path) => {
    const response = await call('POST', '/pages', body);
    expect(response.statusCode).toBe(400);
    expect(json<{ error: string; details: { path: string }[] }>(response)).toMatchObject({ error: 'ValidationError', details: expect.arrayContaining([expect.objectContaining({ path })]) });
  });

  it.each([['sessions'], ['editor'], ['sign-in'], ['user']])('refuses the reserved slug %s with 400', async (slug) => {
    const response = await create(slug);
    expect(response.statusCode).toBe(400);
    expect(json<PageConflictResponse>(response).details).toEqual([{ path: '/body/slug', message: 'is reserved for a built-in page' }]);
  });

  it('refuses a slug another live page has with 409', async () => {
    const response = await create('home');
    expect(response.statusCode).toBe(409);
    expect(json<PageConflictResponse>(response)).toMatchObject({ error: 'Conflict', details: [{ path: '/body/slug' }] });
  });

  it('keeps the home page where every visitor lands: no delete, no new address, no gate (400 with the fields), titles still editable', async () => {
    const home = (await listed()).find((page) => page.id === 'home');
    expect(home).toBeDefined();
    const records = json<{ pages: PageRecord[] }>(await call('GET', '/pages/records')).pages;
    const { revision } = records.find((page) => page.id === 'home') as PageRecord;
    const refused = async (method: 'PATCH' | 'DELETE', payload: object, path: string) => {
      const response = await call(method, '/pages/home', { baseRevision: revision, ...payload });
      expect(response.statusCode).toBe(400);
      expect(json<PageConflictResponse>(response).details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    };
    await refused('DELETE', {}, '/params/id');
    await refused('PATCH', { slug: 'start' }, '/body/slug');
    await refused('PATCH', { requireScope: 'attendee' }, '/body/requireScope');
    await refused('PATCH', { requiresFeature: 'showExtras' }, '/body/requiresFeature');
    expect((await content('home')).statusCode).toBe(200);
    const retitled = await call('PATCH', '/pages/home', { baseRevision: revision, titles: { 'en-us': 'Welcome' } });
    expect(retitled.statusCode).toBe(200);
    expect(json<PageRecord>(retitled)).toMatchObject({ slug: 'home', titles: { 'en-us': 'Welcome' } });
  });

  it('renames a page: the content stays with it, the old slug redirects there', async () => {
    const page = await created('old-name');
    const renamed = await call('PATCH', `/pages/${page.id}`, { baseRevision: 1, slug: 'new-name', titles: { 'en-us': 'New name' } });
    expect(renamed.statusCode).toBe(200);
    expect(json<PageRecord>(renamed)).toMatchObject({ id: page.id, slug: 'new-name', previousSlugs: ['old-name'], revision: 2, titles: { 'en-us': 'New name' } });
    expect(await listed()).toContainEqual({ id: page.id, slug: 'new-name', previousSlugs: ['old-name'], titles: { 'en-us': 'New name' } });
  });

  it('answers a stale rename with 409 and the page as it is now', async () => {
    const page = await created('stale-start');
    expect((await call('PATCH', `/pages/${page.id}`, { baseRevision: 1, slug: 'first-wins' })).statusCode).toBe(200);
    const stale = await call('PATCH', `/pages/${page.id}`, { baseRevision: 1, slug: 'second-loses' });
    expect(stale.statusCode).toBe(409);
    expect(json<PageConflictResponse>(stale).current).toMatchObject({ id: page.id, slug: 'first-wins', revision: 2 });
  });

  it('lets exactly one of several concurrent renames from the same revision win', async () => {
    const page = await created('contested');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => call('PATCH', `/pages/${page.id}`, { baseRevision: 1, slug: `contested-${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = json<PageRecord>(responses.find((response) => response.statusCode === 200) ?? responses[0]!);
    expect(json<PageRecordsResponse>(await call('GET', '/pages/records')).pages).toContainEqual(winner);
  });

  it('lets exactly one of two pages created at once take a slug', async () => {
    const responses = await Promise.all([create('twins'), create('twins'), create('twins')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('deletes a page softly and restores it with its content', async () => {
    const page = await created('short-lived');
    const saved = await call('PUT', `/content/${page.id}`, {
      phase: 'pre-event',
      baseRevision: 0,
      blocks: [{ component: 'section-heading', contentId: 'welcome', key: 'welcome', props: { heading: 'Welcome' } }],
    });
    expect(saved.statusCode).toBe(200);

    const deleted = await call('DELETE', `/pages/${page.id}`, { baseRevision: 1 });
    expect(deleted.statusCode).toBe(200);
    expect(json<PageRecord>(deleted).deletedAt).toBeDefined();
    expect((await listed()).map((entry) => entry.id)).not.toContain(page.id);
    expect((await content(page.id)).statusCode).toBe(404);
    const records = json<PageRecordsResponse>(await call('GET', '/pages/records'));
    expect(records.deleted.map((entry) => entry.id)).toContain(page.id);
    // The slug is free while the page is deleted; a stale second delete changes nothing.
    expect((await call('DELETE', `/pages/${page.id}`, { baseRevision: 1 })).statusCode).toBe(409);

    const restored = await call('POST', `/pages/${page.id}/restore`, { baseRevision: 2 });
    expect(restored.statusCode).toBe(200);
    expect(json<PageRecord>(restored)).not.toHaveProperty('deletedAt');
    expect((await listed()).map((entry) => entry.id)).toContain(page.id);
    expect(json<ContentDocument>(await content(page.id)).blocks.map((block) => block.contentId)).toEqual(['welcome']);
  });

  it('refuses to restore a page whose slug another page took meanwhile', async () => {
    const page = await created('taken-later');
    await call('DELETE', `/pages/${page.id}`, { baseRevision: 1 });
    await created('taken-later');
    const response = await call('POST', `/pages/${page.id}/restore`, { baseRevision: 2 });
    expect(response.statusCode).toBe(409);
  });

  it('shows a page needing a scope to its holders, offers sign-in to signed-out visitors and hides it from others', async () => {
    const page = await created('members', { requireScope: 'inperson' });
    const entry = (pages: PageListResponse['pages']) => pages.find((listedPage) => listedPage.id === page.id);
    expect(entry(await listed('inperson-attendee'))).toMatchObject({ titles: TITLES });
    expect(entry(await listed(null))).toEqual({ id: page.id, slug: 'members', previousSlugs: [], signInRequired: true });
    expect(entry(await listed('attendee'))).toBeUndefined();
    expect((await content(page.id, null)).statusCode).toBe(401);
    expect((await content(page.id, 'attendee')).statusCode).toBe(404);
    expect((await content(page.id, 'inperson-attendee')).statusCode).toBe(200);
  });

  it('hides a page whose feature is off from everyone but editors', async () => {
    const page = await created('meetings-info', { requiresFeature: 'showMeetings' });
    expect((await listed('attendee')).map((entry) => entry.id)).not.toContain(page.id);
    expect((await listed('contenteditor')).map((entry) => entry.id)).toContain(page.id);
    expect((await content(page.id, 'attendee')).statusCode).toBe(404);
  });

  it('copies page records with the content between environments', async () => {
    const page = await created('travelling');
    const copy = await call('POST', `/content/copyToEnvironment/cont/uat`, { page: page.id });
    expect(copy.statusCode).toBe(200);
    const uat = json<PageRecordsResponse>(await call('GET', '/pages/records?env=uat'));
    expect(uat.pages).toContainEqual(expect.objectContaining({ id: page.id, slug: 'travelling', titles: TITLES }));
  });
});
