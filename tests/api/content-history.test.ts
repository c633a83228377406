import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewerRevisionsResponse } from '../../schemas/generated/api/history/newer-revisions';
import type { PageRestoreResponse } from '../../schemas/generated/api/history/page-restore-response';
import type { PageRevision } from '../../schemas/generated/api/history/page-revision';
import type { RevisionList } from '../../schemas/generated/api/history/revision-list';
import type { UndoCopyResponse } from '../../schemas/generated/api/history/undo-copy-response';
import { revisions } from '../../server/db/schema';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { PageRecordsResponse } from '../../schemas/generated/api/pages/page-records';
import type { AllContentResponse, BlockInstance, ContentDocument, CopyResponse, Environment, Role } from '../../src/engine';
import { heading } from './blocks';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';

/** A block as an editor made it, without the stamps each save puts on it. */
const content = ({ _editorName, _editedTimestamp, _revision, ...rest }: BlockInstance) => rest;

describe.each(DRIVERS)('page history (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  const as = (who: Role) => server.auth(who);
  const stored = async (page: string, phase: string, env: Environment = 'cont') => {
    const all = json<AllContentResponse>(await server.app.inject({ url: `/api/v1/content/all/${page}`, headers: await as('siteeditor') }));
    return all.environments[env][phase] as ContentDocument;
  };
  const save = async (page: string, body: Record<string, unknown>, who: Role = 'siteeditor') =>
    server.app.inject({ method: 'PUT', url: `/api/v1/content/${page}`, headers: await as(who), payload: body });
  const historyOf = async (page: string, query: string, who: Role = 'siteeditor') =>
    server.app.inject({ url: `/api/v1/content/history/${page}?${query}`, headers: await as(who) });
  const restore = async (page: string, id: number, body: Record<string, unknown>, who: Role = 'siteeditor') =>
    server.app.inject({ method: 'POST', url: `/api/v1/content/history/${page}/restore/${id}`, headers: await as(who), payload: body });
  const undoCopy = async (page: string, id: number, env: Environment, who: Role = 'siteeditor') =>
    server.app.inject({ method: 'POST', url: `/api/v1/content/history/${page}/undo-copy/${id}`, headers: await as(who), payload: { env } });

  beforeAll(async () => {
    server = await startServerWithReach(driver);
  });
  afterAll(() => server.close());

  it('records each save with who, how and what changed, newest first, and keeps the state found before the first', async () => {
    const before = await stored('about', 'pre-event');
    const blocks = before.blocks.map((block, index) => (index === 0 ? { ...block, props: { heading: 'About us, renamed' } } : block));
    const saved = json<ContentDocument>(await save('about', { phase: 'pre-event', baseRevision: before.revision, blocks: [...blocks, heading('history-added', 'Added')] }));
    expect(saved.historyRevisionId).toBeGreaterThan(0);

    const { revisions: listed } = json<RevisionList>(await historyOf('about', 'env=cont&phase=pre-event'));
    expect(listed.map((revision) => revision.action)).toEqual(['save', 'initial']);
    expect(listed[0]).toMatchObject({
      id: saved.historyRevisionId,
      kind: 'page',
      env: 'cont',
      page: 'about',
      phase: 'pre-event',
      editorName: 'Sid Siteeditor',
      documentRevision: saved.revision,
      summary: { added: 1, removed: 0, changed: 1, moved: false, fields: ['history-added', before.blocks[0]?.contentId] },
    });
    expect(listed[0]?.editorId).toEqual(expect.any(String));
    expect(listed[1]).toMatchObject({ editorId: null, documentRevision: before.revision });

    const initial = json<PageRevision>(await server.app.inject({ url: `/api/v1/content/history/about/${listed[1]?.id}`, headers: await as('siteeditor') }));
    expect(initial.document).toMatchObject({ env: 'cont', page: 'about', phase: 'pre-event', revision: before.revision });
    expect(initial.document.blocks).toEqual(before.blocks);
  });

  it('restores an older revision as a new revision, so nothing is lost', async () => {
    const current = await stored('about', 'pre-event');
    const [latest, initial] = json<RevisionList>(await historyOf('about', 'phase=pre-event')).revisions;
    const response = await restore('about', initial?.id ?? 0, { env: 'cont', phase: 'pre-event', baseRevision: current.revision });
    expect(response.statusCode).toBe(200);
    const restored = json<PageRestoreResponse>(response);
    expect(restored.revision).toMatchObject({ action: 'restore', restoredFrom: initial?.id, summary: { added: 0, removed: 1, changed: 1 } });
    const back = json<PageRevision>(await server.app.inject({ url: `/api/v1/content/history/about/${initial?.id}`, headers: await as('siteeditor') }));
    expect((await stored('about', 'pre-event')).blocks.map(content)).toEqual(back.document.blocks.map(content));

    const after = json<RevisionList>(await historyOf('about', 'phase=pre-event')).revisions;
    expect(after.map((revision) => revision.id)).toEqual([restored.revision.id, latest?.id, initial?.id]);
  });

  it('refuses a stale restore like a stale save: 409 with the current document', async () => {
    const current = await stored('about', 'pre-event');
    const [, , initial] = json<RevisionList>(await historyOf('about', 'phase=pre-event')).revisions;
    const response = await restore('about', initial?.id ?? 0, { env: 'cont', phase: 'pre-event', baseRevision: current.revision - 1 });
    expect(response.statusCode).toBe(409);
    expect(json<{ current: ContentDocument }>(response).current.revision).toBe(current.revision);
  });

  it('reports the blocks of a revision today\'s schemas refuse, by field, and saves nothing', async () => {
    const current = await stored('about', 'pre-event');
    const [latest] = json<RevisionList>(await historyOf('about', 'phase=pre-event')).revisions;
    // As if the block's schema had changed since: the stored revision now holds a prop the schema no longer has.
    const outdated = current.blocks.map((block, index) => (index === 0 ? { ...block, props: { ...block.props, retiredProp: 1 } } : block));
    const byId = eq(revisions.id, latest?.id ?? 0);
    const [original] = await server.reach.db.select({ snapshot: revisions.snapshot, patch: revisions.patch }).from(revisions).where(byId);
    await server.reach.db.update(revisions).set({ snapshot: outdated, patch: null }).where(byId);

    const response = await restore('about', latest?.id ?? 0, { env: 'cont', phase: 'pre-event', baseRevision: current.revision });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: 'InvalidRevision', revisionId: latest?.id, details: [{ path: '/blocks/0/props/retiredProp' }] });
    expect((await stored('about', 'pre-event')).revision).toBe(current.revision);
    await server.reach.db.update(revisions).set(original ?? {}).where(byId);
  });

  it('refuses to undo a copy whose earlier state today\'s schemas refuse, by field, and writes nothing', async () => {
    const copied = json<CopyResponse>(await server.app.inject({ method: 'POST', url: '/api/v1/content/copyToEnvironment/cont/uat', headers: await as('siteeditor'), payload: { page: 'home' } }));
    const copy = copied.copied.find((entry) => entry.phase === 'pre-event');
    const [, replaced] = json<RevisionList>(await historyOf('home', 'env=uat&phase=pre-event')).revisions;
    const byId = eq(revisions.id, replaced?.id ?? 0);
    const [original] = await server.reach.db.select({ snapshot: revisions.snapshot, patch: revisions.patch }).from(revisions).where(byId);
    // As if a block's schema had changed since the state the copy replaced was saved.
    await server.reach.db.update(revisions).set({ snapshot: [heading('outdated', 'Outdated', { props: { heading: 'Outdated', retiredProp: 1 } })], patch: null }).where(byId);
    const target = await stored('home', 'pre-event', 'uat');

    const response = await undoCopy('home', copy?.historyRevisionId ?? 0, 'uat');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: 'InvalidRevision', revisionId: replaced?.id, details: [{ path: '/blocks/0/props/retiredProp' }] });
    expect((await stored('home', 'pre-event', 'uat')).revision).toBe(target.revision);
    await server.reach.db.update(revisions).set(original ?? {}).where(byId);
    expect((await undoCopy('home', copy?.historyRevisionId ?? 0, 'uat')).statusCode).toBe(200);
  });

  it('copies to another environment reversibly: undo puts back what the copy replaced, once', async () => {
    const uatBefore = await stored('home', 'pre-event', 'uat');
    const copied = json<CopyResponse>(await server.app.inject({ method: 'POST', url: '/api/v1/content/copyToEnvironment/cont/uat', headers: await as('siteeditor'), payload: { page: 'home' } }));
    const copy = copied.copied.find((entry) => entry.phase === 'pre-event');
    expect(copy?.historyRevisionId).toBeGreaterThan(0);
    expect((await stored('home', 'pre-event', 'uat')).blocks).not.toEqual(uatBefore.blocks);

    const response = await undoCopy('home', copy?.historyRevisionId ?? 0, 'uat');
    expect(response.statusCode).toBe(200);
    const undone = json<UndoCopyResponse>(response).revisions;
    expect(undone).toHaveLength(copied.copied.length);
    expect(undone.every((revision) => revision.action === 'undo-copy' && revision.env === 'uat')).toBe(true);
    expect((await stored('home', 'pre-event', 'uat')).blocks).toEqual(uatBefore.blocks);
    // A phase the copy created is empty again.
    expect((await stored('home', 'live', 'uat')).blocks).toEqual([]);

    const again = await undoCopy('home', copy?.historyRevisionId ?? 0, 'uat');
    expect(again.statusCode).toBe(409);
    expect(json<NewerRevisionsResponse>(again).newer.map((revision) => revision.action)).toContain('undo-copy');
  });

  it('refuses to undo a copy something was saved over since, showing what changed', async () => {
    const copied = json<CopyResponse>(await server.app.inject({ method: 'POST', url: '/api/v1/content/copyToEnvironment/cont/uat', headers: await as('siteeditor'), payload: { page: 'about' } }));
    const copy = copied.copied.find((entry) => entry.phase === 'pre-event');
    const target = await stored('about', 'pre-event', 'uat');
    const later = json<ContentDocument>(await save('about', { env: 'uat', phase: 'pre-event', baseRevision: target.revision, blocks: [...target.blocks, heading('uat-later', 'Later')] }));

    const response = await undoCopy('about', copy?.historyRevisionId ?? 0, 'uat');
    expect(response.statusCode).toBe(409);
    expect(json<NewerRevisionsResponse>(response).newer).toEqual([expect.objectContaining({ id: later.historyRevisionId, action: 'save', editorName: 'Sid Siteeditor' })]);
    expect((await stored('about', 'pre-event', 'uat')).revision).toBe(later.revision);
  });

  it('undoes the page records a copy wrote with its documents: titles and access rule back, a page it created gone again', async () => {
    const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      server.app.inject({ method, url: `/api/v1${url}`, headers: await as('siteeditor'), ...(payload ? { payload } : {}) });
    const recordOf = async (env: Environment, id: string) => {
      const answer = json<PageRecordsResponse>(await call('GET', `/pages/records?env=${env}`));
      return [...answer.pages, ...answer.deleted].find((record) => record.id === id);
    };
    const createdInCont = async (slug: string) => {
      const page = json<PageRecord>(await call('POST', '/pages', { env: 'cont', slug, titles: { 'en-us': slug } }));
      await save(page.id, { phase: 'pre-event', baseRevision: 0, blocks: [heading(`${slug}-heading`, slug)] });
      return page;
    };
    const copyOf = async (page: string) =>
      json<CopyResponse>(await call('POST', '/content/copyToEnvironment/cont/uat', { page })).copied.find((entry) => entry.phase === 'pre-event');

    // A page uat has already (from a first copy) gets new titles and an access rule in cont, copied over again.
    const kept = await createdInCont('records-kept');
    await copyOf(kept.id);
    const uatBefore = await recordOf('uat', kept.id);
    expect((await call('PATCH', `/pages/${kept.id}`, { env: 'cont', baseRevision: kept.revision, titles: { 'en-us': 'Members only' }, requireScope: 'session-catalog' })).statusCode).toBe(200);
    const second = await copyOf(kept.id);
    expect(await recordOf('uat', kept.id)).toMatchObject({ titles: { 'en-us': 'Members only' }, requireScope: 'session-catalog' });
    expect((await undoCopy(kept.id, second?.historyRevisionId ?? 0, 'uat')).statusCode).toBe(200);
    const undone = await recordOf('uat', kept.id);
    expect([undone?.slug, undone?.titles, undone?.requireScope, undone?.deletedAt]).toEqual([uatBefore?.slug, uatBefore?.titles, uatBefore?.requireScope, undefined]);

    // A page the copy created is deleted again (softly: its address is free).
    const fresh = await createdInCont('records-fresh');
    const created = await copyOf(fresh.id);
    expect((await recordOf('uat', fresh.id))?.deletedAt).toBeFalsy();
    expect((await undoCopy(fresh.id, created?.historyRevisionId ?? 0, 'uat')).statusCode).toBe(200);
    expect((await recordOf('uat', fresh.id))?.deletedAt).toBeTruthy();

    // A record changed in the target after the copy holds the whole undo back.
    const third = await copyOf(kept.id);
    const copiedRecord = await recordOf('uat', kept.id);
    await call('PATCH', `/pages/${kept.id}`, { env: 'uat', baseRevision: copiedRecord?.revision, titles: { 'en-us': 'Edited in UAT' } });
    const documentBefore = await stored(kept.id, 'pre-event', 'uat');
    const refused = await undoCopy(kept.id, third?.historyRevisionId ?? 0, 'uat');
    expect(refused.statusCode).toBe(409);
    expect(json<NewerRevisionsResponse>(refused)).toMatchObject({ newer: [], message: expect.stringContaining(kept.id) });
    expect((await stored(kept.id, 'pre-event', 'uat')).revision).toBe(documentBefore.revision);
    expect((await recordOf('uat', kept.id))?.titles).toEqual({ 'en-us': 'Edited in UAT' });
  });

  it('records the comparator\'s copy (a save naming copiedFrom) as a copy that can be undone', async () => {
    const source = await stored('about', 'pre-event');
    const target = await stored('about', 'pre-event', 'uat');
    const copied = json<ContentDocument>(await save('about', { env: 'uat', copiedFrom: 'cont', phase: 'pre-event', baseRevision: target.revision, blocks: source.blocks }));
    const [latest] = json<RevisionList>(await historyOf('about', 'env=uat&phase=pre-event')).revisions;
    expect(latest).toMatchObject({ id: copied.historyRevisionId, action: 'copy', copiedFrom: 'cont' });
    expect((await undoCopy('about', copied.historyRevisionId ?? 0, 'uat')).statusCode).toBe(200);
    expect((await stored('about', 'pre-event', 'uat')).blocks.map(content)).toEqual(target.blocks.map(content));
  });

  it('pages through a long history with a cursor', async () => {
    // A phase the page had no document for: its history starts with the first save.
    let revision = 0;
    for (const text of ['one', 'two', 'three']) {
      revision = json<ContentDocument>(await save('about', { phase: 'live', baseRevision: revision, blocks: [heading('paged', text)] })).revision;
    }
    const first = json<RevisionList>(await historyOf('about', 'phase=live&limit=2'));
    const second = json<RevisionList>(await historyOf('about', `phase=live&limit=2&cursor=${first.nextCursor}`));
    expect(first.revisions).toHaveLength(2);
    expect(second.revisions.map((entry) => entry.action)).toEqual(['save']);
    expect(second.nextCursor).toBeUndefined();
    const ids = [...first.revisions, ...second.revisions].map((revision) => revision.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows content editors placeholders for site-editor-only blocks in a revision', async () => {
    const current = await stored('home', 'pre-event');
    await save('home', { phase: 'pre-event', baseRevision: current.revision, blocks: current.blocks });
    const [latest] = json<RevisionList>(await historyOf('home', 'phase=pre-event', 'contenteditor')).revisions;
    const asEditor = json<PageRevision>(await server.app.inject({ url: `/api/v1/content/history/home/${latest?.id}`, headers: await as('contenteditor') }));
    expect(asEditor.document.blocks.find((block) => block.contentId === 'editor-tools')).toMatchObject({ restricted: true, props: {} });
  });

  it('keeps page history to content editors and writes to the environments they may write', async () => {
    const [latest] = json<RevisionList>(await historyOf('about', 'env=cont&phase=pre-event')).revisions;
    const id = latest?.id ?? 0;
    expect((await server.app.inject({ url: '/api/v1/content/history/about' })).statusCode).toBe(401);
    expect((await historyOf('about', '', 'attendee')).statusCode).toBe(403);
    expect((await server.app.inject({ url: `/api/v1/content/history/about/${id}`, headers: await as('attendee') })).statusCode).toBe(403);
    expect((await historyOf('about', 'env=prod', 'contenteditor')).statusCode).toBe(200);
    expect((await server.app.inject({ url: `/api/v1/content/history/home/${id}`, headers: await as('siteeditor') })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/v1/content/history/about/999999', headers: await as('siteeditor') })).statusCode).toBe(404);
    const prod = await restore('about', id, { env: 'prod', phase: 'pre-event', baseRevision: 0 }, 'contenteditor');
    expect(prod.statusCode).toBe(403);
    const [uatCopy] = json<RevisionList>(await server.app.inject({ url: '/api/v1/audit?action=copy&env=uat&page=about', headers: await as('siteeditor') })).revisions;
    expect((await undoCopy('about', uatCopy?.id ?? 0, 'uat', 'contenteditor')).statusCode).toBe(403);
    expect((await undoCopy('about', uatCopy?.id ?? 0, 'cont')).statusCode).toBe(400);
    expect((await undoCopy('about', id, 'cont')).statusCode).toBe(404);
  });

  it('records one revision per save that landed when saves race, and the newest reads back as the stored page', async () => {
    const current = await stored('about', 'pre-event');
    const responses = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => save('about', { phase: 'pre-event', baseRevision: current.revision, force: name > 'c', blocks: [...current.blocks, heading(`race-${name}`, name)] })),
    );
    const landed = responses.filter((response) => response.statusCode === 200).map((response) => json<ContentDocument>(response));
    expect(landed.length).toBeGreaterThanOrEqual(3);
    const listed = json<RevisionList>(await historyOf('about', 'phase=pre-event&limit=200')).revisions;
    expect(listed.filter((revision) => revision.documentRevision !== undefined && revision.documentRevision > current.revision)).toHaveLength(landed.length);
    const newest = json<PageRevision>(await server.app.inject({ url: `/api/v1/content/history/about/${listed[0]?.id}`, headers: await as('siteeditor') }));
    expect(newest.document.blocks).toEqual((await stored('about', 'pre-event')).blocks);
  });

  it('writes the revision in the save\'s transaction: a save and its revision land together', async () => {
    const revisionCount = async () => (await server.reach.db.select({ n: count() }).from(revisions))[0]?.n;
    const before = await revisionCount();
    const current = await stored('about', 'pre-event');
    const invalid = await save('about', { phase: 'pre-event', baseRevision: current.revision, blocks: [heading('bad', 'x', { props: { heading: 'x', bogus: true } })] });
    expect(invalid.statusCode).toBe(400);
    expect(await revisionCount()).toBe(before);
  });
});
