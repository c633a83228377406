import type { Environment } from '../../src/engine';

/**
 * The site's robots.txt. Only production is for search engines: the content and acceptance environments (editors'
 * drafts, tests) turn every crawler away, whatever their pages say.
 */
export function robotsTxt({ siteEnv, publicUrl }: { siteEnv: Environment; publicUrl: string }): string {
  if (siteEnv !== 'prod') return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
