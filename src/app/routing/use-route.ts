import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { usePageDirectoryState } from '../../api/pages';
import { DEFAULT_LOCALE, matchRoute, splitLocalePath, type Locale, type RouteMatch } from '../../engine';

export interface CurrentRoute extends RouteMatch {
  locale: Locale;
  /** The path without its language prefix. */
  rest: string;
  /** The stored pages are still on their way: a path that is none of the code routes cannot be told yet. */
  pending: boolean;
  /** The stored pages could not be had: a path that is none of the code routes cannot be told at all. */
  pagesFailed: boolean;
}

/** The page the URL names. Inside the shell the prefix is always a served locale (the loader redirected otherwise). */
export function useRoute(): CurrentRoute {
  const { pathname } = useLocation();
  const { directory: pages, failed } = usePageDirectoryState();
  return useMemo(() => {
    const { locale, rest } = splitLocalePath(pathname);
    return { ...matchRoute(rest, pages), locale: locale ?? DEFAULT_LOCALE, rest, pending: pages === undefined && !failed, pagesFailed: failed };
  }, [pathname, pages, failed]);
}

/** The URL's language; needs neither the route table nor the stored pages. */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return splitLocalePath(pathname).locale ?? DEFAULT_LOCALE;
}
