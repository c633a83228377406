export interface SharingTexts {
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
}

/** What a page's `<head>` says about it to browsers, search engines and link previews. */
export interface PageHead {
  /** BCP 47 (`ja-JP`): the `<html lang>` of the page. */
  lang: string;
  title: string;
  description?: string | undefined;
  canonical: string;
  /** The page in every language (`hreflang` → URL), `x-default` included. */
  alternates: readonly (readonly [hreflang: string, href: string])[];
  /** Asks search engines not to index the page. */
  noindex: boolean;
  siteName: string;
  image?: string | undefined;
  /** What link previews show where it differs from the title, description and image above. */
  openGraph?: SharingTexts | undefined;
  twitter?: SharingTexts | undefined;
  /** Open Graph's type: `website`, `profile`… */
  type: string;
  /** Open Graph's locale (`ja_JP`). */
  ogLocale: string;
  /** schema.org data (JSON-LD) about what the page shows. */
  structuredData?: Record<string, unknown> | undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** JSON inside a script element: no `</script>` or `<!--` can close or confuse it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Marks the tags the server wrote. The app replaces the title and the meta tags as it starts, with its own (page-meta,
 * the shell's title), and removes the rest when the visitor moves to another page (src/app/routing/server-head.ts).
 */
const MARK = 'data-server-head';

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${MARK} ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';

/** The tags of `head`, one per line. The JSON-LD is a data block, never run, so it needs no nonce. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title ${MARK}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link ${MARK} rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(([hreflang, href]) => `<link ${MARK} rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
    head.noindex ? meta('name', 'robots', 'noindex, nofollow') : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.openGraph?.title ?? head.title),
    meta('property', 'og:description', head.openGraph?.description ?? head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.ogLocale),
    meta('property', 'og:image', head.openGraph?.image ?? head.image),
    meta('name', 'twitter:card', (head.twitter?.image ?? head.image) ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.twitter?.title ?? head.openGraph?.title ?? head.title),
    meta('name', 'twitter:description', head.twitter?.description ?? head.openGraph?.description ?? head.description),
    meta('name', 'twitter:image', head.twitter?.image ?? head.openGraph?.image ?? head.image),
    head.structuredData ? `<script ${MARK} type="application/ld+json">${scriptJson(head.structuredData)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html with the page's head: its language on `<html>`, its title and description in place of the
 * build's generic ones, and the other tags before `</head>`.
 */
export function withHead(html: string, head: PageHead): string {
  return html
    // Replaced by functions: a `$&` in a title must stay text, not name what the pattern matched.
    .replace(/<html\b[^>]*>/, () => `<html lang="${escapeHtml(head.lang)}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description" content="[^"]*" ?\/?>/, '')
    .replace('</head>', () => `  ${headTags(head)}\n  </head>`);
}
