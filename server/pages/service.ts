import { randomBytes } from 'node:crypto';
import type { CreatePageRequest } from '../../schemas/generated/api/pages/create-page';
import type { PageEntry } from '../../schemas/generated/api/pages/page-entry';
import type { PageListResponse } from '../../schemas/generated/api/pages/page-list';
import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { PageRecordsResponse } from '../../schemas/generated/api/pages/page-records';
import type { UpdatePageRequest } from '../../schemas/generated/api/pages/update-page';
import { HOME_PAGE_ID, RESERVED_SLUGS, type CurrentUser, type Environment, type PageGate } from '../../src/engine';
import { createLoadingCache, deepFreeze } from '../cache';
import type { Db } from '../db/client';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import type { SettingsService } from '../settings/service';
import { contentAccess, pageAccess } from './page-access';
import { findPage, insertPage, isSlugTaken, listPages, updateIfRevision, type PageChanges } from './repository';

interface PageKey {
  env: Environment;
  id: string;
}

interface Revisioned extends PageKey {
  baseRevision: number;
  editorName: string;
}

export type CreateRequest = Omit<CreatePageRequest, 'env'> & { env: Environment; editorName: string };
export type UpdateRequest = Omit<UpdatePageRequest, 'env'> & Revisioned;

export interface PageService {
  /** The live pages `viewer` may reach, for the router. */
  directory(env: Environment, viewer: CurrentUser | null): Promise<PageListResponse>;
  /** Live and deleted pages with everything about them, for site editors. */
  records(env: Environment): Promise<PageRecordsResponse>;
  create(request: CreateRequest): Promise<PageRecord>;
  /** Renames the page or changes its titles or gates. */
  update(request: UpdateRequest): Promise<PageRecord>;
  /** Soft delete: the page leaves the router, its record and content stay until restored. */
  remove(request: Revisioned): Promise<PageRecord>;
  restore(request: Revisioned): Promise<PageRecord>;
  /**
   * Throws what reading the page's content answers when `viewer` may not (`contentAccess`): 404 for a deleted, hidden
   * or switched-off page, 401 for a signed-out visitor of a page that needs sign-in, 403 for a signed-in visitor
   * without a personal page's scope. Resolves whether the page is a stored (live) one; domain pages pass.
   */
  guardContent(request: { env: Environment; page: string; viewer: CurrentUser | null }): Promise<boolean>;
  /** Forgets what `directory` and `guardContent` keep of the environment's pages: call when they were written. */
  forget(env: Environment): void;
}

/** How long another node's page write can stay unseen here should its message on the bus be lost. */
const PAGE_CACHE_TTL_MS = 10_000;

const SLUG_PATH = '/body/slug';
// Leaves room for the suffix within the 100 characters of a page id.
const ID_SLUG_LENGTH = 80;

/** A fresh content key: readable, and never one a domain page or an earlier page used. */
const newPageId = (slug: string) => `${slug.slice(0, ID_SLUG_LENGTH).replace(/-+$/, '')}-${randomBytes(4).toString('hex')}`;

function assertNotReserved(slug: string): void {
  if (RESERVED_SLUGS.has(slug)) {
    throw badRequest(`The slug "${slug}" belongs to a built-in page`, [{ path: SLUG_PATH, message: 'is reserved for a built-in page' }]);
  }
}

const slugTaken = (slug: string) =>
  new HttpError(409, `Another page already lives at "${slug}"`, { body: { details: [{ path: SLUG_PATH, message: 'is used by another page' }] } });

const changedByOthers = (current: PageRecord, message = 'Another editor changed this page; nothing was saved') =>
  new HttpError(409, message, { body: { current } });

/** Runs a write; a slug held by another live page becomes a 409 naming it instead of a 500. */
async function guardingSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error)) throw slugTaken(slug);
    throw error;
  }
}

const withoutSlug = (slugs: readonly string[], slug: string) => slugs.filter((entry) => entry !== slug);

/** The columns an update request changes; a rename remembers the old slug so shared links keep working. */
/** The home page is where `/` and every "back to the start" lead: it keeps its address, stays open to all and stays. */
function assertHomeKept(page: PageRecord, request: Partial<UpdateRequest>, action: 'update' | 'delete'): void {
  if (page.id !== HOME_PAGE_ID) return;
  const issues = [
    ...(action === 'delete' ? [{ path: '/params/id', message: 'is the home page, which cannot be deleted' }] : []),
    ...(request.slug !== undefined && request.slug !== page.slug ? [{ path: SLUG_PATH, message: 'of the home page cannot change' }] : []),
    ...(request.requireScope ? [{ path: '/body/requireScope', message: 'cannot be set on the home page, which every visitor must reach' }] : []),
    ...(request.requiresFeature ? [{ path: '/body/requiresFeature', message: 'cannot be set on the home page, which every visitor must reach' }] : []),
  ];
  if (issues.length > 0) throw badRequest(`The home page ${issues.map((issue) => `${issue.path.split('/').at(-1)} ${issue.message}`).join('; ')}`, issues);
}

function changesOf(request: UpdateRequest, current: PageRecord): PageChanges {
  const changes: PageChanges = { editorName: request.editorName };
  if (request.slug !== undefined && request.slug !== current.slug) {
    assertNotReserved(request.slug);
    changes.slug = request.slug;
    changes.previousSlugs = [...withoutSlug(current.previousSlugs, request.slug), current.slug];
  }
  if (request.titles !== undefined) changes.titles = request.titles;
  if (request.requireScope !== undefined) changes.requireScope = request.requireScope;
  if (request.requiresFeature !== undefined) changes.requiresFeature = request.requiresFeature;
  return changes;
}

function entryFor(page: PageRecord, access: 'visible' | 'signInRequired'): PageEntry {
  const entry = { id: page.id, slug: page.slug, previousSlugs: page.previousSlugs };
  return access === 'visible' ? { ...entry, titles: page.titles } : { ...entry, signInRequired: true };
}

const CONTENT_REFUSALS: Record<Exclude<PageGate, 'open'>, (page: string) => HttpError> = {
  'sign-in': () => unauthorized(),
  forbidden: (page) => forbidden(`Page "${page}" needs a scope this account does not hold`),
  // Word for word the answer of a page without content: a page switched off or deleted does not exist.
  'not-found': (page) => notFound(`No content for page "${page}"`),
};

export function createPageService({ db, settings }: { db: Db; settings: SettingsService }): PageService {
  // Every page load asks for the directory and every content read for its page's gates: one query per environment
  // until a write. Shared by every request, so frozen.
  const storedPages = createLoadingCache(async (key) => {
    const env = key as Environment;
    const [live, deleted] = deepFreeze(await Promise.all([listPages(db, env, 'live'), listPages(db, env, 'deleted')]));
    return { live, byId: new Map([...live, ...deleted].map((page) => [page.id, page])) };
  }, PAGE_CACHE_TTL_MS);

  /** The page as stored, if `request` started from its current revision and it is in the state the write expects. */
  async function current(request: Revisioned, expect: 'live' | 'deleted'): Promise<PageRecord> {
    const page = await findPage(db, request.env, request.id);
    if (!page) throw notFound(`No page "${request.id}" in ${request.env}`);
    if (page.revision !== request.baseRevision) throw changedByOthers(page);
    if ((page.deletedAt === undefined) !== (expect === 'live')) {
      throw changedByOthers(page, expect === 'live' ? 'The page is deleted; restore it first' : 'The page is not deleted');
    }
    return page;
  }

  /** Writes `changes` from the request's revision; losing a race to another editor is a 409 with the winner's page. */
  async function write(request: Revisioned, changes: PageChanges, slug: string): Promise<PageRecord> {
    const saved = await guardingSlug(slug, () => updateIfRevision(db, request, request.baseRevision, changes));
    if (saved) return saved;
    const winner = await findPage(db, request.env, request.id);
    if (!winner) throw notFound(`No page "${request.id}" in ${request.env}`);
    throw changedByOthers(winner);
  }

  return {
    async directory(env, viewer) {
      const [snapshot, { live }] = await Promise.all([settings.snapshot(env), storedPages.get(env)]);
      const who = { scopes: viewer?.scopes ?? [], features: snapshot.features };
      const pages = live.flatMap((page) => {
        const access = pageAccess(page, who);
        return access === 'hidden' ? [] : [entryFor(page, access)];
      });
      return { env, pages };
    },

    async records(env) {
      const [pages, deleted] = await Promise.all([listPages(db, env, 'live'), listPages(db, env, 'deleted')]);
      return { env, pages, deleted };
    },

    async create({ env, slug, titles, requireScope, requiresFeature, editorName }) {
      assertNotReserved(slug);
      return guardingSlug(slug, () =>
        insertPage(db, { env, id: newPageId(slug), slug, titles, requireScope, requiresFeature, editorName }),
      );
    },

    async update(request) {
      const page = await current(request, 'live');
      assertHomeKept(page, request, 'update');
      return write(request, changesOf(request, page), request.slug ?? page.slug);
    },

    async remove(request) {
      const page = await current(request, 'live');
      assertHomeKept(page, {}, 'delete');
      return write(request, { deletedAt: new Date(), editorName: request.editorName }, page.slug);
    },

    async restore(request) {
      const page = await current(request, 'deleted');
      return write(request, { deletedAt: null, editorName: request.editorName }, page.slug);
    },

    async guardContent({ env, page, viewer }) {
      const [{ byId }, { features }] = await Promise.all([storedPages.get(env), settings.snapshot(env)]);
      const stored = byId.get(page);
      const access = contentAccess(page, stored, { scopes: viewer?.scopes ?? [], features });
      if (access !== 'open') throw CONTENT_REFUSALS[access](page);
      return stored !== undefined;
    },

    forget: (env) => storedPages.invalidate(env),
  };
}
