import type { BlockInstance, ContentDocument } from '../../src/engine';
import { phaseInForce, type SettingsSnapshot } from '../settings/service';
import { visibleBlocks } from './visible-blocks';

/**
 * The page's page-meta block as a visitor holding `scopes` receives it in the phase in force (visibility applied, as
 * the content API applies it), if the page has one: what the page's head and the sitemap read, without resolving and
 * sanitising the rest of the page.
 */
export function visiblePageMeta(documents: readonly ContentDocument[], snapshot: SettingsSnapshot, scopes: readonly string[]): BlockInstance | undefined {
  const phase = phaseInForce(snapshot);
  const blocks = documents.find((document) => document.phase === phase)?.blocks ?? [];
  return visibleBlocks(blocks, { scopes, features: snapshot.features, currentPhaseId: phase }).find((block) => block.component === 'page-meta');
}
