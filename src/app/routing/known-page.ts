import { matchRoute, splitLocalePath, type PageDirectory } from '../../engine';

/**
 * The path (without language prefix) of a page named by an untrusted value such as `?source=` or `?dest=`:
 * `home`, `/schedule` and `/de-de/schedule` all work; other sites and unknown pages give undefined.
 */
export function knownPagePath(value: string | null | undefined, pages?: PageDirectory): string | undefined {
  if (!value) return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (path.startsWith('//') || path.includes('\\')) return undefined;
  const { rest } = splitLocalePath(path);
  return matchRoute(rest, pages).page === 'notfound' ? undefined : rest;
}
