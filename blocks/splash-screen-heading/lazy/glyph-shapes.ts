/** The drawing elements of a glyph file and the geometry they may carry: nothing else of a fetched file is drawn. */
const SHAPES = new Set(['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);
const GEOMETRY = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points'];
const GLYPH_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface GlyphShape {
  tag: string;
  attributes: Record<string, string>;
}

/** The shapes of one glyph file (an SVG of the site's icon set), in drawing order. */
export function glyphShapes(svgText: string): GlyphShape[] {
  const root = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  return [...root.children]
    .filter((element) => SHAPES.has(element.tagName))
    .map((element) => ({
      tag: element.tagName,
      attributes: Object.fromEntries(GEOMETRY.flatMap((name) => (element.hasAttribute(name) ? [[name, element.getAttribute(name) ?? '']] : []))),
    }));
}

const loaded = new Map<string, Promise<GlyphShape[]>>();

/** One glyph's shapes, fetched once per page (`GET /glyphs/{name}.svg`); none for an unknown or malformed name. */
export function loadGlyph(name: string): Promise<GlyphShape[]> {
  if (!GLYPH_NAME.test(name)) return Promise.resolve([]);
  let shapes = loaded.get(name);
  if (!shapes) {
    shapes = fetch(`/glyphs/${name}.svg`)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => (text ? glyphShapes(text) : []))
      .catch(() => []);
    loaded.set(name, shapes);
  }
  return shapes;
}
