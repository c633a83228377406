import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { fromRoot } from '../paths';

/** The site's icon set, one file per glyph (the same icons as the editor's glyph search). */
const GLYPHS_DIR = fromRoot('node_modules/lucide-static/icons');

/**
 * `GET /glyphs/{name}.svg`: one glyph, for blocks that draw a glyph on visitors' pages (a splash heading): fetching the
 * whole sprite for one icon would cost half a megabyte. Glyph files change only with the icon package, so a day's cache.
 */
export const glyphRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyStatic, { root: GLYPHS_DIR, prefix: '/glyphs/', decorateReply: false, cacheControl: true, maxAge: '1d' });
};
