import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllContentResponse, BlockInstance, ConflictBody, ContentDocument, ResolvedPage, Role } from '../../src/engine';
import { DRIVERS, json, startServer, type TestServer } from './harness';

// The fixture's home page holds a group only site editors may see, with a child and a nested group with a grandchild.
const GROUP = ['editor-tools', 'editor-tools-child', 'editor-tools-inner', 'editor-tools-grandchild'];
const GROUP_TEXTS = ['Editor tools', 'Nested tool', 'Deeply nested'];

type Tamper = (blocks: BlockInstance[]) => BlockInstance[];
const changed = (id: string, change: (block: BlockInstance) => BlockInstance): Tamper => (blocks) =>
  blocks.map((block) => (block.contentId === id ? change(block) : block));
const without = (...ids: string[]): Tamper => (blocks) => blocks.filter((block) => !ids.includes(block.contentId));
const plus = (block: BlockInstance): Tamper => (blocks) => [...blocks, block];

describe.each(DRIVERS)('site-editor-only blocks in content editors’ hands (%s)', (driver) => {
  let server: TestServer;
  const read = async (url: string, who: Role) => server.app.inject({ url: `/api/v1/content/${url}`, headers: await server.auth(who) });
  const homeAs = async (who: Role) => json<ResolvedPage>(await read('home', who));
  const storedHome = async () => json<AllContentResponse>(await read('all/home', 'siteeditor')).environments.cont['pre-event'] as ContentDocument;
  const save = async (who: Role, body: { baseRevision: number; blocks: BlockInstance[]; force?: boolean }) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/content/home', headers: await server.auth(who), payload: { phase: 'pre-event', ...body } });

  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('sends a content editor the group and everything in it as marked placeholders without props', async () => {
    const response = await read('home', 'contenteditor');
    for (const text of GROUP_TEXTS) expect(response.body).not.toContain(text);
    const byId = new Map(json<ResolvedPage>(response).blocks.map((block) => [block.contentId, block]));
    expect(byId.get('editor-tools')).toEqual({
      component: 'component-group',
      contentId: 'editor-tools',
      key: 'editor-tools',
      props: {},
      permissions: { requireScope: 'siteeditor' },
      restricted: true,
    });
    expect(byId.get('editor-tools-grandchild')).toEqual({
      component: 'section-heading',
      contentId: 'editor-tools-grandchild',
      key: 'editor-tools-grandchild',
      parentId: 'editor-tools-inner',
      props: {},
      restricted: true,
    });
    // Blocks hidden by a flag, a phase or another scope stay open to content editors: they edit them.
    expect(byId.get('meetings-teaser')).toMatchObject({ props: { heading: 'Meetings' } });
    expect(byId.get('attendee-only')).not.toHaveProperty('restricted');
  });

  it('sends placeholders in every environment and phase of the editor’s read too', async () => {
    const response = await read('all/home', 'contenteditor');
    for (const text of GROUP_TEXTS) expect(response.body).not.toContain(text);
    const blocks = json<AllContentResponse>(response).environments.cont['pre-event']?.blocks ?? [];
    expect(blocks.filter((block) => block.restricted).map((block) => block.contentId)).toEqual(GROUP);
  });

  it('gives a site editor everything, unmarked', async () => {
    const page = await homeAs('siteeditor');
    expect(page.blocks.some((block) => block.restricted)).toBe(false);
    expect(page.blocks.find((block) => block.contentId === 'editor-tools-child')?.props).toEqual({ heading: 'Nested tool' });
  });

  it('keeps the stored group intact when a content editor saves the page around it', async () => {
    const before = await storedHome();
    const page = await homeAs('contenteditor');
    const edited = changed('intro', (block) => ({ ...block, props: { heading: 'Welcome, edited' } }))(page.blocks);
    const response = await save('contenteditor', { baseRevision: page.revision, blocks: edited });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Nested tool');
    const after = await storedHome();
    expect(after.revision).toBe(before.revision + 1);
    for (const id of GROUP) expect(after.blocks.find((block) => block.contentId === id)).toEqual(before.blocks.find((block) => block.contentId === id));
    expect(after.blocks.find((block) => block.contentId === 'intro')?.props).toEqual({ heading: 'Welcome, edited' });
  });

  it.each<[string, Tamper, string]>([
    ['opening a placeholder with props', changed('editor-tools-child', (block) => ({ ...block, props: { heading: 'Mine now' } })), '/blocks/7'],
    ['dropping the mark and writing props', changed('editor-tools', ({ restricted: _mark, ...block }) => ({ ...block, props: { heading: 'x' } })), '/blocks/6'],
    ['lifting the site-editor requirement', changed('editor-tools', ({ permissions: _gone, ...block }) => block), '/blocks/6'],
    ['moving a nested block out of the group', changed('editor-tools-child', ({ parentId: _gone, ...block }) => block), '/blocks/7'],
    ['moving an open block into the group', changed('intro', (block) => ({ ...block, parentId: 'editor-tools' })), '/blocks/0'],
    ['deleting the whole group', without(...GROUP), '/blocks'],
    ['deleting one nested block', without('editor-tools-grandchild'), '/blocks'],
    ['adding a block under the group', plus({ component: 'section-heading', contentId: 'sneaky', key: 'sneaky', parentId: 'editor-tools', props: { heading: 'x' } }), '/blocks/11'],
    ['adding a block of its own for site editors only', plus({ component: 'section-heading', contentId: 'sneaky', key: 'sneaky', props: { heading: 'x' }, permissions: { requireScope: ['siteeditor'] } }), '/blocks/11'],
    ['inventing a placeholder', plus({ component: 'section-heading', contentId: 'sneaky', key: 'sneaky', props: {}, restricted: true }), '/blocks/11'],
  ])('answers 403 naming the block and saves nothing for a content editor %s', async (_name, tamper, path) => {
    const before = await storedHome();
    const page = await homeAs('contenteditor');
    const response = await save('contenteditor', { baseRevision: page.revision, blocks: tamper(page.blocks) });
    expect(response.statusCode).toBe(403);
    const body = json<{ error: string; message: string; details: { path: string }[] }>(response);
    expect(body.error).toBe('Forbidden');
    expect(body.message).toContain(path);
    expect(body.details).toEqual([expect.objectContaining({ path })]);
    expect(await storedHome()).toEqual(before);
  });

  it('keeps a site editor’s newer change when a content editor overwrites a stale page', async () => {
    const stale = await homeAs('contenteditor');
    const current = await homeAs('siteeditor');
    const renamed = changed('editor-tools-child', (block) => ({ ...block, props: { heading: 'Renamed by Sid' } }))(current.blocks);
    expect((await save('siteeditor', { baseRevision: current.revision, blocks: renamed })).statusCode).toBe(200);

    const conflict = await save('contenteditor', { baseRevision: stale.revision, blocks: stale.blocks });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body).not.toContain('Renamed by Sid');
    expect(json<ConflictBody>(conflict).current.blocks.find((block) => block.contentId === 'editor-tools-child')).toMatchObject({ restricted: true, props: {} });

    const forced = await save('contenteditor', { baseRevision: stale.revision, blocks: stale.blocks, force: true });
    expect(forced.statusCode).toBe(200);
    expect((await storedHome()).blocks.find((block) => block.contentId === 'editor-tools-child')?.props).toEqual({ heading: 'Renamed by Sid' });
  });

  it('lets a site editor change, move and remove the group', async () => {
    const page = await homeAs('siteeditor');
    const response = await save('siteeditor', { baseRevision: page.revision, blocks: without('editor-tools-grandchild')(page.blocks) });
    expect(response.statusCode).toBe(200);
    expect((await storedHome()).blocks.map((block) => block.contentId)).not.toContain('editor-tools-grandchild');
  });
});
