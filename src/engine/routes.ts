import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './locales';
import { EMPTY_DIRECTORY, type PageDirectory } from './page-directory';

/** Where a path (without language prefix) leads: a page id, its params, and whether the shell renders it itself. */
export interface RouteMatch {
  page: string;
  params: Record<string, string>;
  /** System pages render built-in screens; content pages render their content document. */
  system: boolean;
  /** A renamed page's old slug: the path (without language prefix) the page lives at now. */
  redirectTo?: string;
  /** A stored page the signed-out visitor may see after signing in (the shell offers sign-in instead). */
  signInRequired?: boolean;
}

interface RouteEntry {
  pattern: string;
  page: string;
  system?: boolean;
}

export const HOME_PATH = '/home';
/** The stored page at HOME_PATH: every visitor's way in, so it keeps its address, stays open to all and is never deleted. */
export const HOME_PAGE_ID = 'home';

/** System screens (spec: sign-in, sign-out, forbidden, unauthorized, notfound, error, auth redirect). */
export const SYSTEM_PAGES = ['sign-in', 'sign-out', 'forbidden', 'unauthorized', 'notfound', 'error', 'auth-redirect'] as const;
/** Editor tool pages: built-in screens too, lazily loaded, that sign-in may return to (unlike the system pages above). */
export const TOOL_PAGES = ['site-editor', 'file-uploader', 'glyph-search', 'live-now-ticker-editor', 'roundtable-nominations', 'audit-log', 'evaluation-forms', 'evaluation-results'] as const;
export type ToolPage = (typeof TOOL_PAGES)[number];
export type SystemPage = (typeof SYSTEM_PAGES)[number] | ToolPage;

/** Spec code for access denied, carried as `errorCode` on /forbidden. */
export const ACCESS_DENIED_CODE = 3403;

/**
 * Route table of the pages that live in code: system, tool and domain pages. Content pages are data (GET /pages) and
 * are matched after these. Order matters only between patterns that could both match; static segments are listed first.
 */
export const ROUTES: readonly RouteEntry[] = [
  { pattern: '/login', page: 'sign-in', system: true },
  ...SYSTEM_PAGES.map((page) => ({ pattern: `/${page}`, page, system: true })),
  { pattern: '/editor', page: 'site-editor', system: true },
  ...TOOL_PAGES.filter((page) => page !== 'site-editor').map((page) => ({ pattern: `/${page}`, page, system: true })),
  { pattern: '/sessions', page: 'sessions' },
  { pattern: '/sessions/:id', page: 'session-detail' },
  // One page for every edition: its archives frame opens the edition named by `id`.
  { pattern: '/archives', page: 'archives' },
  { pattern: '/archives/:id', page: 'archives' },
  { pattern: '/speakers', page: 'speakers' },
  { pattern: '/speakers/:id', page: 'speaker-detail' },
  { pattern: '/attendees', page: 'attendees' },
  { pattern: '/attendees/:id', page: 'attendee-detail' },
  // A shared schedule is public: the attendee opted in (spec 1 §5), and the API answers 404 otherwise.
  { pattern: '/attendees/:id/schedule', page: 'attendee-schedule' },
  { pattern: '/sponsors', page: 'sponsors' },
  { pattern: '/sponsors/:id', page: 'sponsor-detail' },
  { pattern: '/exhibitors', page: 'exhibitors' },
  { pattern: '/exhibitors/:id', page: 'exhibitor-detail' },
  { pattern: '/partners', page: 'partners' },
  { pattern: '/partners/:id', page: 'partner-detail' },
  { pattern: '/schedule', page: 'schedule' },
  { pattern: '/favorites', page: 'favorites' },
  { pattern: '/evaluations', page: 'evaluations' },
  { pattern: '/evaluations/conference', page: 'evaluation-conference' },
  { pattern: '/evaluations/:id', page: 'evaluation-detail' },
  { pattern: '/user/profile', page: 'profile' },
  { pattern: '/user/profile/:tab', page: 'profile' },
  { pattern: '/user/inbox', page: 'inbox' },
  { pattern: '/meetings', page: 'meetings' },
  { pattern: '/meetings/schedule', page: 'meeting-new' },
  { pattern: '/meetings/edit/:meetingId', page: 'meeting-edit' },
  { pattern: '/meetings/:meetingId', page: 'meeting-detail' },
  { pattern: '/appointments/schedule', page: 'appointment-new' },
  { pattern: '/appointments/edit/:appointmentId', page: 'appointment-edit' },
  { pattern: '/appointments/:appointmentId', page: 'appointment-detail' },
  // The QA screenshot tool (issue 18) is a page of blocks like any other, for site editors and QA testers.
  { pattern: '/qa', page: 'qa' },
];

/** A malformed escape (`%E0%A4%A`) makes the path match nothing (→ notfound) instead of throwing. */
function decodeParam(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i += 1) {
    const expected = patternParts[i] as string;
    const actual = pathParts[i] as string;
    if (expected.startsWith(':')) {
      const value = decodeParam(actual);
      if (value === undefined) return undefined;
      params[expected.slice(1)] = value;
    } else if (expected !== actual.toLowerCase()) return undefined;
  }
  return params;
}

/** Paths the return location skips (see `shouldRememberReturn`). */
const NOT_REMEMBERED = ['/locale', '/error', '/login', '/redirect', '/auth-redirect', '/sign-in', '/sign-out'];

const NOT_FOUND: RouteMatch = { page: 'notfound', params: {}, system: true };

function matchStoredPage(clean: string, pages: PageDirectory): RouteMatch {
  const slug = /^\/([^/]+)\/?$/.exec(clean)?.[1]?.toLowerCase();
  if (slug === undefined) return NOT_FOUND;
  const page = pages.bySlug.get(slug);
  if (page) return { page: page.id, params: {}, system: false, ...(page.signInRequired ? { signInRequired: true } : {}) };
  const renamed = pages.byPreviousSlug.get(slug);
  return renamed ? { page: renamed.id, params: {}, system: false, redirectTo: `/${renamed.slug}` } : NOT_FOUND;
}

/**
 * Resolves a path without language prefix (e.g. `/sessions/BRK101`) to its page: the code routes first, then the
 * stored content pages by slug (an old slug of a renamed page redirects); unknown paths lead to `notfound`.
 */
export function matchRoute(path: string, pages: PageDirectory = EMPTY_DIRECTORY): RouteMatch {
  const clean = path.split(/[?#]/)[0] ?? '/';
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, clean);
    if (params) return { page: route.page, params, system: route.system === true };
  }
  return matchStoredPage(clean, pages);
}

/** First path segments the code routes and the shell own: a stored page may not take them as its slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...ROUTES.map((route) => route.pattern.split('/')[1] ?? ''),
  ...NOT_REMEMBERED.map((path) => path.slice(1)),
]);

/** Splits `/de-de/home` into its locale and the rest; an unprefixed path has no locale. */
export function splitLocalePath(pathname: string): { locale?: Locale; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? normalizeLocale(match[1]) : undefined;
  if (!match || !locale || !/^[a-z]{2}(-[a-z]+){1,2}$/i.test(match[1] ?? '')) return { rest: pathname || '/' };
  return { locale, rest: match[2] ?? '/' };
}

/** The URL for a path in a locale: `localizedPath('de-de', '/home')` → `/de-de/home`. */
export function localizedPath(locale: Locale, path: string): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `/${locale}${rest === '/' ? HOME_PATH : rest}`;
}

/**
 * Where a request for `pathname` should go instead, or undefined when it can be served as it is.
 * `/` → `/{locale}/home`; an unprefixed path gets the current prefix; an alias prefix (e.g. `zh-sg`) becomes the served one.
 */
export function redirectFor(pathname: string, currentLocale: Locale = DEFAULT_LOCALE): string | undefined {
  if (pathname === '/' || pathname === '') return localizedPath(currentLocale, HOME_PATH);
  const { locale, rest } = splitLocalePath(pathname);
  if (!locale) return localizedPath(currentLocale, pathname);
  const prefix = pathname.split('/')[1];
  if (prefix !== locale) return localizedPath(locale, rest);
  if (rest === '/') return localizedPath(locale, HOME_PATH);
  return undefined;
}

/**
 * The return location is remembered on every navigation except the locale, error and identity-provider paths.
 * Accepts the path with or without its language prefix (the browser location has one).
 */
export function shouldRememberReturn(path: string): boolean {
  const clean = splitLocalePath(path.split(/[?#]/)[0] ?? '').rest;
  return !NOT_REMEMBERED.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

/**
 * Where sign-in completion sends the user: the remembered location, or the authenticated home when that location is
 * a system page, sign-in, sign-out or the anonymous home. The language prefix is added.
 */
export function signInDestination(remembered: string | null | undefined, locale: Locale, pages: PageDirectory = EMPTY_DIRECTORY): string {
  const sameSite = remembered && remembered.startsWith('/') && !remembered.startsWith('//') ? remembered : HOME_PATH;
  // A remembered browser location may carry its own prefix; the current language replaces it.
  const path = splitLocalePath(sameSite).rest;
  const match = matchRoute(path, pages);
  const toolPage = (TOOL_PAGES as readonly string[]).includes(match.page);
  if ((match.system && !toolPage) || match.page === 'home') return localizedPath(locale, HOME_PATH);
  return localizedPath(locale, path);
}
