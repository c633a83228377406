import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { ContentDocument } from '../../src/engine';
import { visibleBlocks } from '../content/visible-blocks';
import { contentAccess } from '../pages/page-access';
import { addTranslationKeys } from './referenced-keys';

/** Everything of one environment that decides which texts a viewer may receive. */
export interface TextSources {
  /** Every phase of every page. */
  documents: readonly Pick<ContentDocument, 'page' | 'phase' | 'blocks'>[];
  /**
   * Page records, live and deleted, by id; content of a page without one (a domain page, the header) is open to all
   * but the gated pages of the route table (src/engine/page-gates.ts).
   */
  pages: ReadonlyMap<string, Pick<PageRecord, 'requireScope' | 'requiresFeature' | 'deletedAt'>>;
  /** Keys every viewer receives whatever the content says: the UI's own texts and those public settings name. */
  served: ReadonlySet<string>;
}

/** A viewer who is not an editor. */
export interface TextViewer {
  scopes: readonly string[];
  features: Readonly<Record<string, boolean>>;
}

const readsPage = (sources: TextSources, page: string, viewer: TextViewer): boolean => contentAccess(page, sources.pages.get(page), viewer) === 'open';

/**
 * The keys `viewer` may not receive: those referenced only by blocks they would not receive in any document (hidden,
 * disabled, inside such a block, or on a page they may not read). Each document is judged in its own phase, so the
 * texts of every phase's public blocks stay whatever the date; keys no block references stay too.
 */
export function withheldKeys(sources: TextSources, viewer: TextViewer): Set<string> {
  const shown = new Set(sources.served);
  const hidden = new Set<string>();
  for (const document of sources.documents) {
    const received = new Set(
      readsPage(sources, document.page, viewer) ? visibleBlocks(document.blocks, { ...viewer, currentPhaseId: document.phase }) : [],
    );
    for (const block of document.blocks) addTranslationKeys(block.props, received.has(block) ? shown : hidden);
  }
  for (const key of shown) hidden.delete(key);
  return hidden;
}
