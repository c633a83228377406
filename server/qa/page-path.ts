import { LOCALES } from '../../src/engine';

const SIGN_IN_PAGES = ['/login', '/sign-in', '/sign-out', '/auth-redirect', '/dev-idp'];
const RUN_PARAMETERS = ['env', 'testingDate'];

/**
 * The page a QA run or design names, as a path of this site without the language prefix (`/sessions?day=2`): a path,
 * or a full URL of the site's own origin (`PUBLIC_URL`). Anything else is refused with the reason: the server's browser
 * only ever opens this site.
 */
export function qaPagePath(value: string, publicUrl: string): { path: string } | { error: string } {
  const site = new URL(publicUrl);
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') && !/^https?:\/\//i.test(trimmed)) return { error: 'must be a path starting with / or a URL of this site' };
  let url: URL;
  try {
    url = new URL(trimmed, site);
  } catch {
    return { error: 'is not a valid URL' };
  }
  if (url.origin !== site.origin) return { error: `must be a page of this site (${site.origin}), not ${url.origin}` };
  const segments = url.pathname.split('/');
  const withoutLanguage = LOCALES.includes(segments[1]?.toLowerCase() as never) ? `/${segments.slice(2).join('/')}` : url.pathname;
  if (withoutLanguage.startsWith('/api/') || withoutLanguage === '/api') return { error: 'must be a page, not an API address' };
  // These hand the browser on to the sign-in provider or end its session: nothing of the site to compare.
  if (SIGN_IN_PAGES.some((page) => withoutLanguage === page || withoutLanguage.startsWith(`${page}/`))) return { error: 'must not be a sign-in or sign-out page' };
  // The run fixes the phase and the environment of every screenshot; a page cannot pick its own.
  const fixed = RUN_PARAMETERS.find((name) => url.searchParams.has(name));
  if (fixed) return { error: `must not set ${fixed}: the run chooses it` };
  return { path: `${withoutLanguage === '/' ? '/home' : withoutLanguage}${url.search}` };
}
