import { videoSrc } from '../../shared/safe-url';

/** How a stream address is shown: the page's own video player for media files and streams, else an embedded page. */
export type StreamEmbed = { kind: 'video'; src: string } | { kind: 'frame'; src: string; origin: string };

const MEDIA = /\.(mp4|m4v|webm|ogv|ogg|m3u8|mov)$/i;

/** The embed of an http(s) address; undefined for anything else (spec: video URLs must start with http(s)). */
export function streamEmbed(url: string | undefined): StreamEmbed | undefined {
  const src = videoSrc(url);
  if (!src) return undefined;
  const address = new URL(src);
  return MEDIA.test(address.pathname) ? { kind: 'video', src } : { kind: 'frame', src, origin: address.origin };
}

/** Heights a player may ask for, in CSS pixels; anything outside is ignored. */
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 4000;

/** The height in a player's message (`{ height }`, or the same as JSON text); undefined when it carries none. */
export function reportedHeight(data: unknown): number | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const height = typeof value === 'object' && value !== null ? (value as { height?: unknown }).height : undefined;
  return typeof height === 'number' && height >= MIN_HEIGHT && height <= MAX_HEIGHT ? Math.round(height) : undefined;
}
