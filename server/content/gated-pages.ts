import { pageGate, type PageGate, type PageGateViewer } from '../../src/engine';
import { forbidden, notFound, unauthorized, type HttpError } from '../http/errors';

const REFUSALS: Record<Exclude<PageGate, 'open'>, (page: string) => HttpError> = {
  'sign-in': () => unauthorized(),
  forbidden: (page) => forbidden(`Page "${page}" needs a scope this account does not hold`),
  // Word for word the answer of a page without content: a switched-off page does not exist.
  'not-found': (page) => notFound(`No content for page "${page}"`),
};

/**
 * Refuses the content of a gated page of the route table (src/engine/page-gates.ts) to a viewer the router would not
 * show it to, so a visitor never receives a personal page's blocks they may not have.
 */
export function assertPageOpen(page: string, viewer: PageGateViewer): void {
  const gate = pageGate(page, viewer);
  if (gate !== 'open') throw REFUSALS[gate](page);
}
