import { EditorNote, siteOrigin, usePageContext } from '../../../src/app/block-kit';
import { ALLOWED_ORIGIN_SETTINGS, isOriginAllowed, originList, type EmbedKind } from '../../../src/engine/lazy/allowed-origins';

function originOf(url: string, base: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
}

/**
 * The origin of `url` when the site's allow-list for `kind` (site settings) refuses it, else undefined. The page's
 * Content Security Policy follows the same list, so a refused embed would only show the browser's error.
 */
export function useRefusedOrigin(kind: EmbedKind, url: string | undefined): string | undefined {
  const { settings } = usePageContext();
  if (!url) return undefined;
  const own = siteOrigin();
  return isOriginAllowed(url, originList(settings.settings[ALLOWED_ORIGIN_SETTINGS[kind]]), own) ? undefined : originOf(url, own);
}

/** In place of a refused embed: editors learn why and who can allow it; visitors see nothing. */
export function RefusedOrigin({ kind, origin }: { kind: EmbedKind; origin: string }) {
  const { isEditor } = usePageContext();
  return isEditor ? <EditorNote messageKey={`translate.base.blocks.shared.origin-refused.${kind}`} values={{ origin }} /> : null;
}
