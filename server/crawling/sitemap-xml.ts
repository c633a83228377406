import { LOCALES, languageTag, localizedPath, DEFAULT_LOCALE, type Locale } from '../../src/engine';

/** A page of the site without its language prefix, and when it last changed (when that is known). */
export interface SitemapPath {
  path: string;
  lastmod?: string | undefined;
}

/** The latest of some ISO times (they sort as text), or undefined when none is known. */
export const latest = (times: Iterable<string | undefined>): string | undefined => {
  let last: string | undefined;
  for (const time of times) if (time && (last === undefined || time > last)) last = time;
  return last;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The address of one language's sitemap (sitemaps.org), which the sitemap index names. */
export const sitemapFile = (locale: Locale) => `/sitemap-${locale}.xml`;

/**
 * One language's sitemap: each page in `locale`, with its versions in the other languages as `hreflang` alternates
 * (and English as `x-default`), so that a search engine shows each searcher the page in their language.
 */
export function localeSitemapXml(origin: string, locale: Locale, paths: readonly SitemapPath[]): string {
  const link = (hreflang: string, other: Locale, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localizedPath(other, path))}"/>`;
  const urls = paths.map(({ path, lastmod }) => {
    const alternates = [...LOCALES.map((other) => link(languageTag(other), other, path)), link('x-default', DEFAULT_LOCALE, path)];
    const parts = [`<loc>${escapeXml(origin + localizedPath(locale, path))}</loc>`, ...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []), ...alternates];
    return `<url>${parts.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one sitemap per language, dated by the latest change any of them holds. */
export function sitemapIndexXml(origin: string, lastmod: string | undefined): string {
  const entries = LOCALES.map((locale) => `<sitemap><loc>${escapeXml(origin + sitemapFile(locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
