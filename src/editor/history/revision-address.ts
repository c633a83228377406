import type { RevisionSummary } from '../../api/lazy/history';
import { ROUTES, type PageDirectory } from '../../engine';
import { TEXT_NAMESPACE } from '../../i18n/reload-texts';
import { HISTORY_PARAM, SETTINGS_HISTORY_PARAMS, TEXTS_HISTORY_PARAMS } from './history-params';


/** Where a page lives without language prefix: a stored page by its slug, a code page by its route; undefined for pages with parameters. */
export function pagePath(page: string, directory: PageDirectory | undefined): string | undefined {
  const stored = directory?.byId.get(page);
  if (stored) return `/${stored.slug}`;
  return ROUTES.find((route) => route.page === page && !route.pattern.includes(':'))?.pattern;
}

/**
 * The address (without language prefix) that opens a revision where it can be restored: the page with its history
 * open at it, or the site editor's settings or texts history. Undefined when no screen shows it.
 */
export function revisionAddress(revision: RevisionSummary, directory: PageDirectory | undefined): string | undefined {
  if (revision.kind === 'settings') {
    return `/editor?${new URLSearchParams({ [SETTINGS_HISTORY_PARAMS.revision]: String(revision.id), [SETTINGS_HISTORY_PARAMS.env]: revision.env })}`;
  }
  if (revision.kind === 'translations') {
    if (revision.ns !== TEXT_NAMESPACE || !revision.lang) return undefined;
    return `/editor?${new URLSearchParams({ [TEXTS_HISTORY_PARAMS.revision]: String(revision.id), [TEXTS_HISTORY_PARAMS.env]: revision.env, [TEXTS_HISTORY_PARAMS.lang]: revision.lang })}`;
  }
  if (!revision.page) return undefined;
  const path = pagePath(revision.page, directory);
  return path && `${path}?${HISTORY_PARAM}=${revision.id}`;
}
