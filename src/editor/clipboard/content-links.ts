import type { BlockInstance } from '../../engine/content';
import { isTranslationKey } from '../../engine/translation-keys';

/**
 * A reference from a pasted block to content outside it, kept as it was and shown to the editor to check: a link to a
 * page (or a block on one), or a text kept in the copied page's translations.
 */
export interface ContentLink {
  /** The pasted block holding the reference (its new id). */
  contentId: string;
  /** Where in the props, dot-separated (`items.0.url`). */
  path: string;
  kind: 'page-link' | 'page-text';
  value: string;
}

/** Same-site paths, also inside rich text's `href="…"`. */
const HREF = /href="(\/[^"]*)"/g;

function pageLinksIn(value: string): string[] {
  if (value.startsWith('/') && !value.startsWith('//')) return [value];
  return [...value.matchAll(HREF)].map((match) => match[1] as string);
}

/** Translation keys are `translate.<page>.…`; the app's own texts (`translate.base.…`) belong to no page. */
const pageOfKey = (key: string): string | undefined => key.split('.')[1];

/**
 * In-page anchors to a copied block (`#id`) follow it to its new id; every other reference to content is kept and
 * listed. A text key of the copied page is listed only when pasting into another page: the texts stay the copied
 * page's until the editor gives the new block its own.
 */
export function relinkPasted(
  blocks: readonly BlockInstance[],
  renamed: ReadonlyMap<string, string>,
  { fromPage, toPage }: { fromPage: string; toPage: string },
): { blocks: BlockInstance[]; links: ContentLink[] } {
  const links: ContentLink[] = [];
  const visit = (value: unknown, contentId: string, path: string): unknown => {
    if (typeof value === 'string') {
      const anchored = value.startsWith('#') ? renamed.get(value.slice(1)) : undefined;
      if (anchored !== undefined) return `#${anchored}`;
      if (isTranslationKey(value)) {
        if (fromPage !== toPage && pageOfKey(value) === fromPage) links.push({ contentId, path, kind: 'page-text', value });
        return value;
      }
      for (const link of pageLinksIn(value)) links.push({ contentId, path, kind: 'page-link', value: link });
      return value;
    }
    if (Array.isArray(value)) return value.map((item: unknown, i) => visit(item, contentId, path === '' ? String(i) : `${path}.${i}`));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, contentId, path === '' ? key : `${path}.${key}`)]));
    }
    return value;
  };
  const relinked = blocks.map((block) => ({ ...block, props: visit(block.props, block.contentId, '') as Record<string, unknown> }));
  return { blocks: relinked, links };
}
