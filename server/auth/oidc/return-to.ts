import { HOME_PATH } from '../../../src/engine';

const BASE = 'https://return-to.invalid';

/**
 * A return location the callback may redirect to: a path of this site (with its query and fragment), as a browser
 * would resolve it. Anything a browser could read as another origin (`//host`, `/\host`, `/a/..//host`, an absolute
 * URL) becomes the home page.
 */
export function sameSitePath(returnTo: string | undefined): string {
  if (!returnTo?.startsWith('/')) return HOME_PATH;
  const url = URL.canParse(returnTo, BASE) ? new URL(returnTo, BASE) : undefined;
  return url?.origin === BASE && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : HOME_PATH;
}
