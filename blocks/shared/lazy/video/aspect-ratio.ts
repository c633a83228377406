import { DEFAULT_ASPECT_RATIO } from './player-timing';

/** "a/b" with numeric parts (spec 3 §5), e.g. "16/9", "4/3", "2.39/1". Block schemas carry the same pattern. */
const RATIO = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/;

/** The CSS `aspect-ratio` of a setting; the default 16:9 when it is missing, malformed or has a zero part. */
export function cssAspectRatio(value: string | undefined): string {
  const match = RATIO.exec(value ?? '') ?? RATIO.exec(DEFAULT_ASPECT_RATIO);
  const [width, height] = [Number(match?.[1]), Number(match?.[2])];
  if (!(width > 0 && height > 0)) return cssAspectRatio(DEFAULT_ASPECT_RATIO);
  return `${width} / ${height}`;
}
