import { companyPath, pageGate, sessionPath, speakerPath, type Environment } from '../../src/engine';
import type { CatalogueService } from '../catalogue/service';
import type { PageDocumentCache } from '../content/document-cache';
import type { PageService } from '../pages/service';
import { visiblePageMeta } from '../content/page-meta';
import type { SettingsService } from '../settings/service';
import { latest, type SitemapPath } from './sitemap-xml';

export interface PublicPathSources {
  siteEnv: Environment;
  pages: PageService;
  pageDocuments: PageDocumentCache;
  settings: SettingsService;
  catalogue: CatalogueService;
  /** When each session's time or place last changed (session id → ISO time), where that is known. */
  sessionChanges(): Promise<ReadonlyMap<string, string>>;
}

/**
 * The catalogue pages a search engine may list, each with the page showing one of its entries. Attendees are left
 * out on purpose: even those who show their profile to the site's visitors did not ask to be found by a search engine.
 */
const CATALOGUES = [
  { list: 'sessions', detail: 'session-detail' },
  { list: 'speakers', detail: 'speaker-detail' },
  { list: 'sponsors', detail: 'sponsor-detail' },
  { list: 'exhibitors', detail: 'exhibitor-detail' },
  { list: 'partners', detail: 'partner-detail' },
] as const;

/**
 * Every page a signed-out visitor of the site's environment can open and search engines may index, without language
 * prefix: the stored pages open to them with content there, the catalogues with content there, and each session,
 * listed speaker and company of those catalogues. Dated by the last save of the page's content, or a session's last
 * change of time or place.
 */
export async function publicPaths(sources: PublicPathSources): Promise<SitemapPath[]> {
  const { siteEnv, pages, pageDocuments, settings, catalogue } = sources;
  const [directory, snapshot, index, sessionChanges] = await Promise.all([
    pages.directory(siteEnv, null),
    settings.snapshot(siteEnv),
    catalogue.index(),
    sources.sessionChanges(),
  ]);
  /**
   * The page's last save in the site's environment; undefined when it has no content there, or when its page-meta
   * block in the phase in force asks search engines not to index it.
   */
  const content = async (page: string): Promise<{ lastmod?: string | undefined } | undefined> => {
    const documents = await pageDocuments.of(siteEnv, page);
    if (documents.length === 0 || visiblePageMeta(documents, snapshot, [])?.props.enableIndexing === false) return undefined;
    return { lastmod: latest(documents.map((document) => document.updatedAt)) };
  };
  const anonymous = { scopes: [], features: snapshot.features };
  // A page of the route table is listed when a visitor may open it and it has something to show.
  const shown = async (page: string) => (pageGate(page, anonymous) === 'open' ? content(page) : undefined);

  // A stored page is listed when it is open to a signed-out visitor (it has titles for them, and a page of the route
  // table, such as favorites, keeps that route's gate) and has content here.
  const stored = (
    await Promise.all(
      directory.pages.filter((entry) => entry.titles !== undefined).map(async (entry) => {
        const saved = await shown(entry.id);
        return saved && { path: `/${entry.slug}`, ...saved };
      }),
    )
  ).filter((entry) => entry !== undefined);
  const listed: SitemapPath[] = [];
  for (const { list, detail } of CATALOGUES) {
    const [listPage, detailPage] = await Promise.all([shown(list), shown(detail)]);
    if (listPage) listed.push({ path: `/${list}`, ...listPage });
    if (!detailPage) continue;
    if (list === 'sessions') listed.push(...index.sessions.items.map((session) => ({ path: sessionPath(session), lastmod: sessionChanges.get(session.sessionId) })));
    else if (list === 'speakers') listed.push(...index.speakers.items.map((speaker) => ({ path: speakerPath(speaker.speakerId) })));
    else listed.push(...index.companies.items.map((company) => ({ path: companyPath(company) })).filter(({ path }) => path.startsWith(`/${list}/`)));
  }
  // Sessions sharing a code (repeats written alike) lead to one page.
  const seen = new Set<string>();
  return [...stored, ...listed].filter(({ path }) => !seen.has(path) && seen.add(path));
}
