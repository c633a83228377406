import type { BlockInstance } from '../../src/engine';

/** A section heading: the simplest block, enough to arrange a page for a test. */
export const heading = (contentId: string, text: string, extra: Partial<BlockInstance> = {}): BlockInstance => ({
  component: 'section-heading',
  contentId,
  key: contentId,
  props: { heading: text },
  ...extra,
});
