/** Spec 3 §9: media frames are 16:9 unless a card says otherwise. */
export const DEFAULT_ASPECT_RATIO = '16 / 9';

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * An `a/b` ratio with numeric parts (spec 3 §5) as a CSS `aspect-ratio`, or undefined when it is not one: the schema
 * checks the shape on save, this also refuses a zero part, which CSS would not draw.
 */
export function cssAspectRatio(value: string | undefined): string | undefined {
  const match = value === undefined ? null : RATIO.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}
