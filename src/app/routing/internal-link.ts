/** Paths the server answers itself (API, files); following a link to them must leave the app. */
const SERVER_PATHS = /^\/(api|uploads|glyphs|assets)(\/|$)/;
/** A path ending in a file name (`/guide.pdf`) is a download, not a page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,5}$/i;

/**
 * The in-app path a click on this anchor should navigate to, or null when the browser must handle it
 * (other origin, new window, download, modified click, server path, or a fragment on the same page).
 */
export function internalLinkTarget(
  anchor: HTMLAnchorElement,
  click: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  current: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const href = anchor.getAttribute('href');
  if (href === null || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(href, `${current.origin}${current.pathname}${current.search}`);
  if (url.origin !== current.origin || SERVER_PATHS.test(url.pathname) || FILE_PATH.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
