import { matchRoute, splitLocalePath, type PageDirectory } from '../../src/engine';

/** Whether a site link leads to the page being shown (decided from the route table, so it also works on the server). */
export function isCurrentPage(href: string, current: { page: string; params: Readonly<Record<string, string>> }, pages?: PageDirectory): boolean {
  if (!href.startsWith('/')) return false;
  const target = matchRoute(splitLocalePath(href).rest, pages);
  if (target.page !== current.page) return false;
  const keys = Object.keys(target.params);
  return keys.length === Object.keys(current.params).length && keys.every((key) => target.params[key] === current.params[key]);
}
