import type { Environment } from '../../src/engine';

/**
 * The site's robots.txt. Only production is for search engines: the content and acceptance environments (editors'
 * drafts, tests) turn every crawler away, whatever their pages say.
 */
export function robotsTxt({ siteEnv, publicUrl }: { siteEnv: Environment; publicUrl: string }): string {
  if (siteEnv !== 'prod') return 'User-agent: *\nDisallow: /\n';
  // The API stays open to crawlers: a search engine that renders pages fetches their content from it. Its answers ask
  // not to be indexed themselves (./no-index.ts).
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
