import { localizedPath, splitLocalePath, type Locale } from '../../src/engine';

const HTTP = /^https?:\/\/[^\s]+$/i;
/** Root-relative, but not protocol-relative (`//evil.example`). */
const ROOT_RELATIVE = /^\/(?!\/)[^\s]*$/;
const FRAGMENT = /^#[^\s]*$/;

/**
 * Where a link may point: http(s), a site path `/…` (given the page's language prefix when it has none) or an
 * in-page `#…`. Anything else (javascript:, data:, mailto:, protocol-relative) gives undefined and is not rendered.
 */
export function linkHref(url: string | undefined, locale: Locale): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (HTTP.test(value) || FRAGMENT.test(value)) return value;
  if (!ROOT_RELATIVE.test(value)) return undefined;
  return splitLocalePath(value).locale ? value : localizedPath(locale, value);
}

/** Where an image may come from: http(s) or a site path. */
export function imageSrc(url: string | undefined): string | undefined {
  const value = url?.trim();
  return value && (HTTP.test(value) || ROOT_RELATIVE.test(value)) ? value : undefined;
}

/** An address another site's content (a video, a chat, a frame) may come from: http(s) only. */
export function httpUrl(url: string | undefined): string | undefined {
  const value = url?.trim();
  return value && HTTP.test(value) ? value : undefined;
}

/** Video sources follow the http(s) rule (spec: "Video URL must start with http(s)"). */
export const videoSrc = httpUrl;
