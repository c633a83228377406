import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import { isContentEditor, visibility } from '../../src/engine';

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
