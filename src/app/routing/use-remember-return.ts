import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePath } from '../../engine';
import { rememberReturn } from './return-location';

/** Remembers every page the visitor reaches (without its language prefix) as the place to return to after sign-in. */
export function useRememberReturn(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberReturn(`${splitLocalePath(pathname).rest}${search}`);
  }, [pathname, search]);
}
