import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Vite puts content-hashed bundles under assets/; everything else keeps its name across builds.
const HASHED_PREFIX = `assets${path.sep}`;

/** The built client: hashed assets cached forever, everything else revalidated. Every file is public. */
export const staticRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', path.relative(distDir, filePath).startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE);
    },
  });
};

// Folders of files only: a miss there is a 404, not the client's index.html (glyphs are served by glyph-routes.ts).
const FILE_PREFIXES = ['/assets/', '/glyphs/'];

/** Client-side routes: any page path that is not a file gets index.html (a missing asset or glyph stays a 404). */
export function singlePageFallback(distDir: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) throw notFound(`No file ${request.url}`);
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) throw notFound(`Route ${request.method}:${request.url} not found`);
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  };
}
