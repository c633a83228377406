import type { ContentDocument } from '../../src/engine';
import type { Change } from './recorder';

/** How a page document came to change: everything of a revision but the states. */
export type PageChangeCause = Pick<Change, 'action' | 'editor' | 'copiedFrom' | 'restoredFrom' | 'batch'>;

/** The revision of a page phase going from `before` (none when it had no document) to `after`. */
export function pageChange(before: ContentDocument | undefined, after: ContentDocument, cause: PageChangeCause): Change {
  return {
    ...cause,
    subject: { kind: 'page', env: after.env, page: after.page, phase: after.phase },
    before: before && {
      state: before.blocks,
      at: before.updatedAt === undefined ? undefined : new Date(before.updatedAt),
      editorName: before.editorName,
      documentRevision: before.revision,
    },
    after: after.blocks,
    documentRevision: after.revision,
  };
}
