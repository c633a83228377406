import type { FastifyRequest } from 'fastify';
import { matchRoute, pageDirectory, pageGate, redirectFor, splitLocalePath, type Environment, type Locale, type PageGate } from '../../src/engine';
import { findByLocalizedId } from '../catalogue/item-id';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import { canSeeAttendee } from '../catalogue/attendees/privacy';
import type { CatalogueService } from '../catalogue/service';
import type { PageDocumentCache } from '../content/document-cache';
import type { Company, Session, Speaker } from '../catalogue/types';
import type { PageService } from '../pages/service';
import type { SettingsService } from '../settings/service';

export interface PageRequestSources {
  siteEnv: Environment;
  pages: PageService;
  pageDocuments: PageDocumentCache;
  settings: SettingsService;
  catalogue: CatalogueService;
}

/** The catalogue entry a detail page shows. */
export type PageEntity = { kind: 'session'; session: Session; speakers: Speaker[] } | { kind: 'speaker'; speaker: Speaker } | { kind: 'company'; company: Company };

/** A page path the server understood: the page the router will show there, in which language. */
export interface ResolvedPagePath {
  locale: Locale;
  /** Without language prefix or query: `/sessions/BRK101`. */
  path: string;
  /** The page id (`home`, `session-detail`, a stored page's id) or a system page (`sign-in`). */
  page: string;
  system: boolean;
  entity?: PageEntity | undefined;
}

/**
 * The status a page path answers with, and the page there when the server can tell: `page` is undefined for paths the
 * browser's router redirects (no language prefix, an alias language), for editors' previews of another environment
 * and for pages the visitor may not open.
 */
export interface PageRequest {
  status: number;
  page?: ResolvedPagePath | undefined;
}

const GATE_STATUS: Record<PageGate, number> = { open: 200, 'sign-in': 401, forbidden: 403, 'not-found': 404 };

const findCompany = (index: CatalogueIndex, id: string): PageEntity | undefined => {
  const company = findByLocalizedId(id, index.company);
  return company && { kind: 'company', company };
};

/** Detail pages show one catalogue entry, which must exist: the page of a session the catalogue does not hold is none. */
const ENTITIES = new Map<string, (index: CatalogueIndex, id: string) => PageEntity | undefined>([
  [
    'session-detail',
    (index, id) => {
      const session = findByLocalizedId(id, index.session);
      return session && { kind: 'session', session, speakers: index.speakersOf(session) };
    },
  ],
  [
    'speaker-detail',
    (index, id) => {
      const speaker = findByLocalizedId(id, index.speaker);
      return speaker && { kind: 'speaker', speaker };
    },
  ],
  ['sponsor-detail', findCompany],
  ['exhibitor-detail', findCompany],
  ['partner-detail', findCompany],
]);

/** Whether the attendee page's attendee is one this visitor may see (the API answers 404 for the others). */
async function attendeeShown(catalogue: CatalogueService, id: string, viewer: FastifyRequest['user']): Promise<boolean> {
  const index = await catalogue.index();
  const shown = findByLocalizedId(id, (candidate) => {
    const attendee = index.attendee(candidate);
    return attendee && canSeeAttendee(attendee, viewer) ? attendee : undefined;
  });
  return shown !== undefined;
}

/**
 * Resolves a request for a page of the site as the browser's router will: 404 for a path that leads nowhere (no
 * route, no stored page this visitor may see, a page of the route table without content here, an unknown session,
 * speaker or company, an attendee this visitor may not see), 401 for a page that needs sign-in, 403 for one that
 * needs a scope they lack, else 200. The answer is the app either way; the status is for search engines, link
 * checkers and link previews.
 */
export function createPageRequests({ siteEnv, pages, pageDocuments, settings, catalogue }: PageRequestSources) {
  return async (request: FastifyRequest): Promise<PageRequest> => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const { locale, rest } = splitLocalePath(pathname);
    if (!locale || redirectFor(pathname) !== undefined || new URLSearchParams(query).has('env')) return { status: 200 };
    const viewer = request.user;
    const [directory, { features }] = await Promise.all([pages.directory(siteEnv, viewer), settings.snapshot(siteEnv)]);
    const match = matchRoute(rest, pageDirectory(directory.pages));
    if (match.page === 'notfound') return { status: 404 };
    if (match.signInRequired) return { status: 401 };
    // A renamed page's old address: the router moves the visitor on.
    if (match.redirectTo) return { status: 200 };
    // Editor tools are system pages with gates of their own.
    const gate = pageGate(match.page, { scopes: viewer?.scopes ?? [], features });
    if (gate !== 'open') return { status: GATE_STATUS[gate] };
    // A stored page shows its content as it grows, from none; a page of the route table without content shows none.
    const stored = directory.pages.some((entry) => entry.id === match.page);
    if (!match.system && !stored && (await pageDocuments.of(siteEnv, match.page)).length === 0) return { status: 404 };
    const find = ENTITIES.get(match.page);
    const id = match.params.id;
    if (match.page === 'attendee-detail' && id !== undefined && !(await attendeeShown(catalogue, id, viewer))) return { status: 404 };
    const entity = find && id !== undefined ? find(await catalogue.index(), id) : undefined;
    if (find && id !== undefined && !entity) return { status: 404 };
    return { status: 200, page: { locale, path: rest, page: match.page, system: match.system, entity } };
  };
}
