import { useSearchParams } from 'react-router';
import { usePageContext } from '../../../src/app/block-kit';
import { localizedPath, splitLocalePath } from '../../../src/engine';

/** A path of this site (`/schedule`), never another site's (`//evil.example`, `/\evil.example`) nor a script. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/**
 * Where to go once done: the `source` query parameter when it is a path of this site (My schedule sends
 * `?source=/schedule`), else the fallback given; with the page's language prefix.
 */
export function useReturnPath(): (fallback: string) => string {
  const [params] = useSearchParams();
  const { locale } = usePageContext();
  const source = params.get('source');
  return (fallback) => {
    const path = source && SITE_PATH.test(source) ? source : fallback;
    return splitLocalePath(path).locale ? path : localizedPath(locale, path);
  };
}
