import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import { isContentEditor, pageGate, visibility, type PageGate, type PageGateViewer } from '../../src/engine';

/**
 * What a viewer may know of a live page: all of it; only that it exists and needs sign-in (a signed-out visitor of a
 * page gated by a scope, so the router can offer sign-in); or nothing (a feature that is off, a scope that signing in
 * as this user will not bring), in which case the page answers 404 like any unknown one.
 */
export type PageAccess = 'visible' | 'signInRequired' | 'hidden';

export function pageAccess(
  page: Pick<PageRecord, 'requireScope' | 'requiresFeature'>,
  viewer: { scopes: readonly string[]; features: Readonly<Record<string, boolean>> },
): PageAccess {
  if (isContentEditor(viewer.scopes)) return 'visible';
  const { visible, reasons } = visibility({ requireScope: page.requireScope, requiresFeature: page.requiresFeature }, viewer);
  if (visible) return 'visible';
  const onlyScopeMissing = reasons.every((reason) => reason.rule === 'requireScope');
  return onlyScopeMissing && viewer.scopes.length === 0 ? 'signInRequired' : 'hidden';
}

/**
 * Who may read a page's content, the one rule for its blocks (GET /content) and its texts (the translation bundle):
 * the route table's gate of a personal page (src/engine/page-gates.ts), then a stored page's own rule; a deleted page
 * has none. Content of a page without a record (a domain page, the header) is open to all.
 */
export function contentAccess(
  page: string,
  record: Pick<PageRecord, 'requireScope' | 'requiresFeature' | 'deletedAt'> | undefined,
  viewer: PageGateViewer,
): PageGate {
  const gate = pageGate(page, viewer);
  if (gate !== 'open' || !record) return gate;
  if (record.deletedAt) return 'not-found';
  return ({ visible: 'open', signInRequired: 'sign-in', hidden: 'not-found' } as const)[pageAccess(record, viewer)];
}
