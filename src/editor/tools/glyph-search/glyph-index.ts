import Fuse from 'fuse.js';
import tags from 'lucide-static/tags.json';

/** A glyph of the site's icon set (Lucide): its name is what blocks store in their `glyph` fields. */
export interface Glyph {
  name: string;
  tags: readonly string[];
}

export const GLYPHS: readonly Glyph[] = Object.entries(tags as Record<string, string[]>).map(([name, words]) => ({ name, tags: words }));

// Names count more than tags; 0.3 finds "calender" → calendar without drowning short queries in noise.
const fuse = new Fuse(GLYPHS, { keys: [{ name: 'name', weight: 2 }, { name: 'tags', weight: 1 }], threshold: 0.3, ignoreLocation: true });

/** Glyphs matching the query, best first; every glyph, by name, for an empty query. */
export function searchGlyphs(query: string, glyphs: readonly Glyph[] = GLYPHS): readonly Glyph[] {
  const trimmed = query.trim();
  if (!trimmed) return glyphs;
  const index = glyphs === GLYPHS ? fuse : new Fuse(glyphs, fuse.options);
  return index.search(trimmed).map((result) => result.item);
}
