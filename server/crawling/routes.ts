import type { FastifyPluginAsync } from 'fastify';
import { LOCALES } from '../../src/engine';
import { createLoadingCache } from '../cache';
import { notFound } from '../http/errors';
import { publicPaths, type PublicPathSources } from './public-paths';
import { robotsTxt } from './robots';
import { latest, localeSitemapXml, sitemapFile, sitemapIndexXml } from './sitemap-xml';

export interface CrawlingOptions extends PublicPathSources {
  publicUrl: string;
}

/** Crawlers come back every few hours; a minute's staleness costs nothing and spares a catalogue walk per file. */
const SITEMAP_TTL_MS = 60_000;
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * What search engines read (issue 19): `/robots.txt`, and in production the sitemap index `/sitemap.xml` with one
 * sitemap per language (`/sitemap-{locale}.xml`) of every page a signed-out visitor can open.
 */
export const crawlingRoutes: FastifyPluginAsync<CrawlingOptions> = async (app, options) => {
  const { siteEnv, publicUrl } = options;
  const paths = createLoadingCache(() => publicPaths(options), SITEMAP_TTL_MS);
  const sitemapPaths = () => {
    if (siteEnv !== 'prod') throw notFound(`The ${siteEnv} environment is not for search engines: it has no sitemap`);
    return paths.get('');
  };

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt({ siteEnv, publicUrl })),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const lastmod = latest((await sitemapPaths()).map((path) => path.lastmod));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemapIndexXml(publicUrl, lastmod));
  });

  for (const locale of LOCALES) {
    app.get(sitemapFile(locale), { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(localeSitemapXml(publicUrl, locale, await sitemapPaths())),
    );
  }
};
