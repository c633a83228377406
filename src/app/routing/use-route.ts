import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, matchRoute, splitLocalePath, type Locale, type RouteMatch } from '../../engine';

export interface CurrentRoute extends RouteMatch {
  locale: Locale;
  /** The path without its language prefix. */
  rest: string;
}

/** The page the URL names. Inside the shell the prefix is always a served locale (the loader redirected otherwise). */
export function useRoute(): CurrentRoute {
  const { pathname } = useLocation();
  return useMemo(() => {
    const { locale, rest } = splitLocalePath(pathname);
    return { ...matchRoute(rest), locale: locale ?? DEFAULT_LOCALE, rest };
  }, [pathname]);
}

export function useLocale(): Locale {
  return useRoute().locale;
}
