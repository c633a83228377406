import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/locales';
import {
  HOME_PATH,
  RESERVED_SLUGS,
  ROUTES,
  SYSTEM_PAGES,
  localizedPath,
  matchRoute,
  redirectFor,
  shouldRememberReturn,
  signInDestination,
  splitLocalePath,
  type RouteMatch,
} from '../../src/engine/routes';
import { pageDirectory } from '../../src/engine/page-directory';

/** Spec (02 §2): every path is served under a language prefix; root → /home; an unprefixed path gets the current
 * prefix; the return location is remembered on every navigation except locale, error and identity-provider paths;
 * sign-in completion goes to the remembered location, or the authenticated home for a system page, sign-in, sign-out
 * or the anonymous home, with the language prefix added. */

const page = (name: string, params: Record<string, string> = {}, system = false): RouteMatch => ({ page: name, params, system });

/** Stored content pages as GET /pages lists them: `speaker-lounge` was renamed twice, `members` needs sign-in. */
const STORED = pageDirectory([
  { id: 'home', slug: 'home', previousSlugs: [], titles: { 'en-us': 'Home' } },
  { id: 'search', slug: 'search', previousSlugs: [], titles: { 'en-us': 'Search' } },
  { id: 'lounge-1a2b', slug: 'speaker-lounge', previousSlugs: ['lounge', 'green-room'], titles: { 'en-us': 'Lounge' } },
  { id: 'members-3c4d', slug: 'members', previousSlugs: [], signInRequired: true },
  // An old slug that another page now holds leads to that page, not to the renamed one.
  { id: 'about-5e6f', slug: 'about', previousSlugs: ['home'], titles: { 'en-us': 'About' } },
]);

describe('matchRoute: pages and params', () => {
  it.each<[string, RouteMatch]>([
    ['/sessions', page('sessions')],
    ['/sessions/BRK101', page('session-detail', { id: 'BRK101' })],
    ['/archives', page('archives')],
    ['/archives/2025', page('archives', { id: '2025' })],
    ['/speakers/42', page('speaker-detail', { id: '42' })],
    ['/attendees/a-1', page('attendee-detail', { id: 'a-1' })],
    ['/sponsors/contoso', page('sponsor-detail', { id: 'contoso' })],
    ['/exhibitors/x', page('exhibitor-detail', { id: 'x' })],
    ['/partners/p', page('partner-detail', { id: 'p' })],
    ['/schedule', page('schedule')],
    ['/favorites', page('favorites')],
    ['/evaluations', page('evaluations')],
    ['/evaluations/conference', page('evaluation-conference')],
    ['/evaluations/BRK101', page('evaluation-detail', { id: 'BRK101' })],
    ['/user/profile', page('profile')],
    ['/user/profile/contact', page('profile', { tab: 'contact' })],
    ['/user/inbox', page('inbox')],
    ['/meetings', page('meetings')],
    ['/meetings/schedule', page('meeting-new')],
    ['/meetings/edit/m-7', page('meeting-edit', { meetingId: 'm-7' })],
    ['/meetings/m-7', page('meeting-detail', { meetingId: 'm-7' })],
    ['/appointments/schedule', page('appointment-new')],
    ['/appointments/edit/ap-3', page('appointment-edit', { appointmentId: 'ap-3' })],
    ['/appointments/ap-3', page('appointment-detail', { appointmentId: 'ap-3' })],
  ])('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });
});

describe('matchRoute: stored content pages', () => {
  it.each<[string, RouteMatch]>([
    ['/home', page('home')],
    ['/search', page('search')],
    ['/speaker-lounge', page('lounge-1a2b')],
    ['/Speaker-Lounge/', page('lounge-1a2b')],
    ['/speaker-lounge?tab=1#top', page('lounge-1a2b')],
    ['/lounge', { ...page('lounge-1a2b'), redirectTo: '/speaker-lounge' }],
    ['/green-room', { ...page('lounge-1a2b'), redirectTo: '/speaker-lounge' }],
    ['/members', { ...page('members-3c4d'), signInRequired: true }],
    ['/about', page('about-5e6f')],
    ['/nope', page('notfound', {}, true)],
    ['/speaker-lounge/extra', page('notfound', {}, true)],
    ['/sessions', page('sessions')],
  ])('%s', (path, expected) => {
    expect(matchRoute(path, STORED)).toEqual(expected);
  });

  it('without the stored pages only the code routes match', () => {
    expect(matchRoute('/home')).toEqual(page('notfound', {}, true));
  });

  it('code routes win over a stored page of the same slug', () => {
    expect(matchRoute('/sessions', pageDirectory([{ id: 'x', slug: 'sessions', previousSlugs: [] }]))).toEqual(page('sessions'));
  });
});

describe('RESERVED_SLUGS', () => {
  it.each(['sessions', 'speakers', 'editor', 'login', 'sign-in', 'user', 'meetings', 'appointments', 'evaluations', 'locale', 'redirect'])('%s is reserved', (slug) => {
    expect(RESERVED_SLUGS.has(slug)).toBe(true);
  });

  it.each(['home', 'get-help', 'speaker-lounge'])('%s is free for a content page', (slug) => {
    expect(RESERVED_SLUGS.has(slug)).toBe(false);
  });
});

describe('matchRoute: system pages', () => {
  it.each(SYSTEM_PAGES.map((name) => [`/${name}`, name] as const))('%s', (path, name) => {
    expect(matchRoute(path)).toEqual(page(name, {}, true));
  });

  it('/login is the sign-in page', () => {
    expect(matchRoute('/login')).toEqual(page('sign-in', {}, true));
  });
});

describe('matchRoute: path details', () => {
  it.each<[string, string, RouteMatch]>([
    ['query string ignored', '/sessions/BRK101?tab=info', page('session-detail', { id: 'BRK101' })],
    ['fragment ignored', '/user/profile#contact-preferences', page('profile')],
    ['query on a static page', '/meetings/schedule?attendeeId=9&source=/schedule', page('meeting-new')],
    ['a new appointment with its source', '/appointments/schedule?source=/schedule', page('appointment-new')],
    ['trailing slash', '/sessions/', page('sessions')],
    ['static segments ignore case', '/Sessions', page('sessions')],
    ['params keep their case', '/SESSIONS/brk101', page('session-detail', { id: 'brk101' })],
    ['params are decoded', '/speakers/J%C3%BCrgen%20M', page('speaker-detail', { id: 'Jürgen M' })],
    ['an encoded slash stays inside the param', '/sessions/a%2Fb', page('session-detail', { id: 'a/b' })],
  ])('%s', (_name, path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });
});

describe('matchRoute: unknown → notfound', () => {
  it.each([
    '/',
    '',
    '/nope',
    '/sessions/a/b',
    '/user',
    '/meetings/edit/1/2',
    '/appointments/edit/1/2',
    '/de-de/home', // a prefixed path is not a route: split the prefix first
    '/sessions/%E0%A4%A', // malformed escape
    '/speakers/%',
  ])('%j', (path) => {
    expect(matchRoute(path)).toEqual(page('notfound', {}, true));
  });
});

describe('route table', () => {
  it('no two routes share a pattern', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('every static route resolves to itself (no earlier param route shadows it)', () => {
    for (const route of ROUTES.filter((entry) => !entry.pattern.includes(':'))) {
      expect(matchRoute(route.pattern).page, route.pattern).toBe(route.page);
    }
  });
});

describe('splitLocalePath', () => {
  it.each<[string, { locale?: Locale; rest: string }]>([
    ['/de-de/home', { locale: 'de-de', rest: '/home' }],
    ['/en-us/sessions/BRK101', { locale: 'en-us', rest: '/sessions/BRK101' }],
    ['/DE-DE/home', { locale: 'de-de', rest: '/home' }],
    ['/de-de', { locale: 'de-de', rest: '/' }],
    ['/de-de/', { locale: 'de-de', rest: '/' }],
    ['/zh-sg/home', { locale: 'zh-cn', rest: '/home' }],
    ['/zh-hans/home', { locale: 'zh-cn', rest: '/home' }],
    ['/zh-hk/home', { locale: 'en-us', rest: '/home' }],
    ['/home', { rest: '/home' }],
    ['/sessions/BRK101', { rest: '/sessions/BRK101' }],
    ['/en/home', { rest: '/en/home' }], // a bare language is not a prefix
    ['/pt-br/home', { rest: '/pt-br/home' }],
    ['/', { rest: '/' }],
    ['', { rest: '/' }],
  ])('%j', (path, expected) => {
    expect(splitLocalePath(path)).toEqual(expected);
  });
});

describe('localizedPath', () => {
  it.each<[Locale, string, string]>([
    ['de-de', '/home', '/de-de/home'],
    ['ja-jp', '/sessions/BRK101', '/ja-jp/sessions/BRK101'],
    ['fr-fr', 'sessions', '/fr-fr/sessions'],
    ['en-us', '/', '/en-us/home'],
    ['en-us', '', '/en-us/home'],
    ['es-es', '/sessions?q=ai#top', '/es-es/sessions?q=ai#top'],
  ])('%s + %j → %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });

  it('the anonymous home is /home', () => {
    expect(HOME_PATH).toBe('/home');
  });
});

describe('redirectFor', () => {
  it.each<[string, string, Locale | undefined, string | undefined]>([
    ['root → home in the default locale', '/', undefined, '/en-us/home'],
    ['root → home in the current locale', '/', 'ja-jp', '/ja-jp/home'],
    ['empty → home', '', 'de-de', '/de-de/home'],
    ['unprefixed → current prefix', '/sessions/BRK101', 'fr-fr', '/fr-fr/sessions/BRK101'],
    ['unprefixed → default prefix', '/home', undefined, '/en-us/home'],
    ['unprefixed unknown path keeps its path', '/no-such-page', 'de-de', '/de-de/no-such-page'],
    ['bare language is not a prefix', '/en/home', 'de-de', '/de-de/en/home'],
    ['alias prefix zh-sg → zh-cn', '/zh-sg/home', 'en-us', '/zh-cn/home'],
    ['alias prefix zh-hans → zh-cn', '/zh-hans/sessions', 'en-us', '/zh-cn/sessions'],
    ['alias prefix zh-hk → en-us', '/zh-hk/sessions', 'zh-cn', '/en-us/sessions'],
    ['upper-case prefix → lower case', '/DE-DE/sessions', 'en-us', '/de-de/sessions'],
    ['prefix alone → its home', '/de-de', 'en-us', '/de-de/home'],
    ['prefix and slash → its home', '/de-de/', 'en-us', '/de-de/home'],
    ['prefixed path is served as it is', '/de-de/sessions', 'en-us', undefined],
    ['prefixed home is served as it is', '/zh-cn/home', 'en-us', undefined],
    ['prefixed unknown path is served (as notfound)', '/de-de/nope', 'en-us', undefined],
    ['protocol-relative stays on this site', '//evil.example', 'en-us', '/en-us//evil.example'],
  ])('%s', (_name, path, locale, expected) => {
    expect(redirectFor(path, locale)).toBe(expected);
  });

  it('a redirect target needs no further redirect', () => {
    for (const path of ['/', '/home', '/zh-sg/home', '/DE-DE/x', '/de-de', '/sessions/1']) {
      const target = redirectFor(path, 'fr-fr');
      expect(target, path).toBeDefined();
      expect(redirectFor(target as string, 'fr-fr'), path).toBeUndefined();
    }
  });
});

describe('shouldRememberReturn: every navigation except locale, error and identity-provider paths', () => {
  it.each<[string, boolean]>([
    ['/home', true],
    ['/sessions/BRK101', true],
    ['/sessions?q=ai', true],
    ['/user/inbox?toRegKey=1', true],
    ['/forbidden', true],
    ['/locale', false],
    ['/locale?next=/home', false],
    ['/error', false],
    ['/error/500', false],
    ['/login', false],
    ['/sign-in', false],
    ['/sign-in#done', false],
    ['/sign-out', false],
    ['/redirect', false],
    ['/auth-redirect?dest=/home', false],
    ['/localevents', true], // a prefix match needs a whole segment
    ['/errors', true],
    // with a language prefix, as the browser location has it
    ['/de-de/sessions', true],
    ['/de-de/locale', false],
    ['/zh-cn/error', false],
    ['/en-us/sign-in', false],
    ['/en-us/auth-redirect', false],
  ])('%s → %s', (path, expected) => {
    expect(shouldRememberReturn(path)).toBe(expected);
  });
});

describe('signInDestination', () => {
  it.each<[string, string | null | undefined, Locale, string]>([
    // nothing remembered → authenticated home
    ['nothing remembered', null, 'en-us', '/en-us/home'],
    ['undefined', undefined, 'de-de', '/de-de/home'],
    ['empty', '', 'de-de', '/de-de/home'],
    // system pages, sign-in, sign-out, anonymous home → authenticated home
    ['sign-in', '/sign-in', 'de-de', '/de-de/home'],
    ['login', '/login', 'de-de', '/de-de/home'],
    ['sign-out', '/sign-out', 'fr-fr', '/fr-fr/home'],
    ['forbidden', '/forbidden?errorCode=3403', 'en-us', '/en-us/home'],
    ['unauthorized', '/unauthorized', 'en-us', '/en-us/home'],
    ['error page', '/error', 'en-us', '/en-us/home'],
    ['auth redirect', '/auth-redirect?dest=/x', 'en-us', '/en-us/home'],
    ['not-found page', '/notfound', 'en-us', '/en-us/home'],
    ['an unknown page', '/no-such-page', 'en-us', '/en-us/home'],
    ['the anonymous home', '/home', 'ja-jp', '/ja-jp/home'],
    ['root', '/', 'ja-jp', '/ja-jp/home'],
    // a normal page is kept, with the prefix added
    ['a content page', '/search', 'es-es', '/es-es/search'],
    ['a members page the visitor signed in for', '/members', 'en-us', '/en-us/members'],
    ['a detail page', '/sessions/BRK101', 'zh-cn', '/zh-cn/sessions/BRK101'],
    ['query and fragment kept', '/user/profile/contact?x=1#contact-preferences', 'en-us', '/en-us/user/profile/contact?x=1#contact-preferences'],
    ['a prefixed location takes the current prefix', '/de-de/sessions/BRK101', 'fr-fr', '/fr-fr/sessions/BRK101'],
    ['a prefixed sign-out → home', '/de-de/sign-out', 'de-de', '/de-de/home'],
    // never off-site
    ['protocol-relative', '//evil.example/home', 'en-us', '/en-us/home'],
    ['protocol-relative to a real path', '//evil.example/sessions', 'en-us', '/en-us/home'],
    ['absolute URL', 'https://evil.example/sessions', 'en-us', '/en-us/home'],
    ['relative path', 'sessions', 'en-us', '/en-us/home'],
    ['javascript URL', 'javascript:alert(1)', 'en-us', '/en-us/home'],
  ])('%s', (_name, remembered, locale, expected) => {
    expect(signInDestination(remembered, locale, STORED)).toBe(expected);
  });

  it('always answers a same-site path under the language prefix', () => {
    for (const remembered of ['//evil', '/\\evil.example', '/%2F%2Fevil', '/sessions', null, '/de-de//evil']) {
      const destination = signInDestination(remembered, 'de-de');
      expect(destination.startsWith('/de-de/'), String(remembered)).toBe(true);
      expect(destination.startsWith('/de-de//'), String(remembered)).toBe(false);
    }
  });
});
