import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { CSP_NONCE_PLACEHOLDER } from '../html/csp-nonce';
import { withHead } from '../html/head-tags';
import { newNonce, pageSecurityPolicy, type PagePolicyOptions } from '../html/page-policy';
import type { PageDescription } from './page-description';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// A page's HTML holds a nonce of its own and a head written for this visitor: no shared cache may keep it.
const PERSONAL_REVALIDATE = 'private, no-cache';
// Vite puts content-hashed bundles under assets/; everything else keeps its name across builds.
const HASHED_PREFIX = `assets${path.sep}`;

/** The built client: hashed assets cached forever, everything else revalidated. Every file is public. */
export const staticRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: distDir,
    // index.html is a template (each answer gets a nonce of its own): the page fallback serves it, at every path.
    index: false,
    // Scripts and stylesheets come with brotli and gzip copies made by the build (vite.config.ts).
    preCompressed: true,
    // A route for each file the build wrote, found once at start: the wildcard route would list the folders of every
    // asset's path on each request (its check against case-insensitive file systems), a few hundred names each time.
    wildcard: false,
    allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', path.relative(distDir, filePath).startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE);
    },
  });
};

// Folders of files only: a miss there is a 404, not the client's index.html (glyphs are served by glyph-routes.ts).
const FILE_PREFIXES = ['/assets/', '/glyphs/'];

export interface PageFallbackOptions {
  distDir: string;
  /** What the page's Content Security Policy allows for this request, but its nonce. */
  policy(request: FastifyRequest): Promise<Omit<PagePolicyOptions, 'nonce'>>;
  /** The status and head of the page at the request's path (./page-description.ts); 200 and the build's head when not given. */
  describe?: ((request: FastifyRequest) => Promise<PageDescription>) | undefined;
}

/**
 * Client-side routes: any page path that is not a file gets index.html (a missing asset or glyph stays a 404), with
 * a nonce of its own in its script tags and in its Content Security Policy, and the status and head of the page it leads to.
 */
export function singlePageFallback({ distDir, policy, describe }: PageFallbackOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) throw notFound(`No file ${request.url}`);
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) throw notFound(`Route ${request.method}:${request.url} not found`);
    const nonce = newNonce();
    const plain: PageDescription = { status: 200 };
    const [pagePolicy, { status, head }] = await Promise.all([policy(request), describe?.(request) ?? plain]);
    const page = html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PERSONAL_REVALIDATE)
      .header('content-security-policy', pageSecurityPolicy({ nonce, ...pagePolicy }))
      .send(head ? withHead(page, head, nonce) : page);
  };
}
