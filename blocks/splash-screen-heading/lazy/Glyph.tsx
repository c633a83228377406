import { createElement, useEffect, useId, useState } from 'react';
import { safeColours, type GradientSetting } from '../../shared/lazy/animated-background-gradient';
import { loadGlyph, type GlyphShape } from './glyph-shapes';

/**
 * A glyph of the site's icon set (as on /glyph-search), stroked with the lettering's gradient. Only that glyph's file is
 * fetched, not the whole sprite; its shapes carry no paint of their own, so they take the stroke set here.
 */
export function Glyph({ name, gradient }: { name: string; gradient: GradientSetting | undefined }) {
  const [shapes, setShapes] = useState<GlyphShape[]>([]);
  useEffect(() => {
    let current = true;
    void loadGlyph(name).then((loaded) => current && setShapes(loaded));
    return () => {
      current = false;
    };
  }, [name]);
  const paintId = `splash-glyph-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const colours = safeColours(gradient?.colors);
  const step = colours.length > 1 ? 1 / (colours.length - 1) : 0;
  return (
    <svg
      className="splash-heading__glyph"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={colours.length > 0 ? `url(#${paintId})` : 'currentColor'}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {colours.length > 0 && (
        <defs>
          {/* SVG gradients run along x; turning them by (angle − 90)° gives the CSS angle of the lettering. */}
          <linearGradient id={paintId} gradientUnits="userSpaceOnUse" x1="0" y1="12" x2="24" y2="12" gradientTransform={`rotate(${(gradient?.angle ?? 90) - 90} 12 12)`}>
            {colours.map((colour, index) => (
              <stop key={`${index}-${colour}`} offset={index * step} stopColor={colour} />
            ))}
          </linearGradient>
        </defs>
      )}
      {shapes.map((shape, index) => createElement(shape.tag, { key: index, ...shape.attributes }))}
    </svg>
  );
}
