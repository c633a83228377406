/**
 * Which other sites may run scripts on the site's pages and be framed in them: two site settings, edited by site
 * editors only, that both the page's Content Security Policy (server) and the embedding blocks (browser) follow.
 */
export const ALLOWED_ORIGIN_SETTINGS = { script: 'allowedScriptOrigins', frame: 'allowedFrameOrigins' } as const;

export type EmbedKind = keyof typeof ALLOWED_ORIGIN_SETTINGS;

/**
 * https with a host name (optionally `*.` for its subdomains, as CSP reads it), or http on this machine for
 * development. Nothing else: the value goes into a response header, so no spaces, semicolons, quotes or paths.
 */
const ORIGIN_PATTERN =
  /^(https:\/\/(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?)$/;

/** Whether `value` is an origin an allow-list may hold (`https://chat.example.com`, `https://*.example.com`). */
export function isOriginPattern(value: unknown): value is string {
  return typeof value === 'string' && ORIGIN_PATTERN.test(value);
}

/** The allow-list a setting holds; anything malformed in it is ignored rather than trusted. */
export function originList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isOriginPattern) : [];
}

function matches(pattern: string, url: URL): boolean {
  if (!pattern.includes('*.')) return url.origin === pattern;
  const [scheme, rest] = pattern.split('://*.') as [string, string];
  const base = new URL(`${scheme}://${rest}`);
  return url.protocol === base.protocol && url.port === base.port && url.hostname.endsWith(`.${base.hostname}`);
}

/**
 * Whether content from `url` may be embedded: the site's own origin always may, another only when an allow-list
 * pattern names it. Addresses that are not http(s) never may.
 */
export function isOriginAllowed(url: string, allowed: readonly string[], ownOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, ownOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === ownOrigin || allowed.some((pattern) => isOriginPattern(pattern) && matches(pattern, parsed));
}
