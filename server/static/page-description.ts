import type { FastifyRequest } from 'fastify';
import type { PageHead } from '../html/head-tags';
import { createPageHeads, type PageHeadSources } from './page-head';
import { createPageRequests, type PageRequest, type PageRequestSources } from './page-request';

/** What the server tells about the page at a request's path before the app runs: its status, and its head when known. */
export interface PageDescription {
  status: number;
  head?: PageHead | undefined;
}

export function createPageDescriber(sources: PageRequestSources & PageHeadSources): (request: FastifyRequest) => Promise<PageDescription> {
  const resolve = createPageRequests(sources);
  const headOf = createPageHeads(sources);
  return async (request) => {
    // What the server tells machines must never keep a visitor from the app: a failed read leaves it to the browser.
    const { status, page } = await resolve(request).catch((error: unknown): PageRequest => {
      request.log.warn({ err: error }, 'page status');
      return { status: 200 };
    });
    // The head is a bonus for machines: a failure to make it leaves the build's generic one, never an error page.
    const head = page && (await headOf(request, page).catch((error: unknown) => request.log.warn({ err: error }, 'page head')));
    return { status, head: head || undefined };
  };
}
