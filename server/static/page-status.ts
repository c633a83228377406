import type { FastifyRequest } from 'fastify';
import { matchRoute, pageDirectory, pageGate, redirectFor, splitLocalePath, type Environment, type PageGate } from '../../src/engine';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import { findByLocalizedId } from '../catalogue/item-id';
import type { PageService } from '../pages/service';
import type { SettingsService } from '../settings/service';

export interface PageStatusSources {
  siteEnv: Environment;
  pages: PageService;
  settings: SettingsService;
  catalogue: CatalogueService;
}

const GATE_STATUS: Record<PageGate, number> = { open: 200, 'sign-in': 401, forbidden: 403, 'not-found': 404 };

/** Detail pages whose entry must exist: the page of a session, speaker or company the catalogue does not hold is none. */
const ENTRY_LOOKUPS: Record<string, (index: CatalogueIndex, id: string) => unknown> = {
  'session-detail': (index, id) => findByLocalizedId(id, index.session),
  'speaker-detail': (index, id) => findByLocalizedId(id, index.speaker),
  'sponsor-detail': (index, id) => findByLocalizedId(id, index.company),
  'exhibitor-detail': (index, id) => findByLocalizedId(id, index.company),
  'partner-detail': (index, id) => findByLocalizedId(id, index.company),
};

/**
 * The HTTP status of the site's page at the request's path, for the visitor asking, as the browser's router will
 * decide it: 404 for a path that leads nowhere (no route, no stored page this visitor may see, an unknown session), 401
 * for a page that needs sign-in, 403 for one that needs a scope they lack, else 200. The answer is the app either way;
 * the status is for search engines, link checkers and shared-link previews. Paths the router redirects (no language
 * prefix, an alias language) and editors' previews of another environment answer 200: the browser decides those.
 */
export function createPageStatus({ siteEnv, pages, settings, catalogue }: PageStatusSources) {
  return async (request: FastifyRequest): Promise<number> => {
    const [pathname = '/', query = ''] = request.url.split('?');
    const { locale, rest } = splitLocalePath(pathname);
    if (!locale || redirectFor(pathname) !== undefined || new URLSearchParams(query).has('env')) return 200;
    const viewer = request.user;
    const [directory, { features }] = await Promise.all([pages.directory(siteEnv, viewer), settings.snapshot(siteEnv)]);
    const match = matchRoute(rest, pageDirectory(directory.pages));
    if (match.page === 'notfound') return 404;
    if (match.signInRequired) return 401;
    if (match.system) return 200;
    const gate = pageGate(match.page, { scopes: viewer?.scopes ?? [], features });
    if (gate !== 'open') return GATE_STATUS[gate];
    const lookup = ENTRY_LOOKUPS[match.page];
    const id = match.params.id;
    if (lookup && id !== undefined && lookup(await catalogue.index(), id) === undefined) return 404;
    return 200;
  };
}
