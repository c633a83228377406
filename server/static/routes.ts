import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

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
    // index.html is a template (the page and its head are drawn into it): the page answers serve it, at every path.
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
