/** Inclusive bounds of a number; `Units` maps a unit ('' for a plain number, '%' for a percentage) to its bounds. */
interface Range {
  min: number;
  max: number;
}
type Units = Readonly<Record<string, Range>>;

/** What one property's value may hold; anything not named here is refused. */
export interface PropertyRule {
  /** Keywords (the property's own grammar decides which). */
  keywords?: boolean;
  /** Colours: names, hex, rgb()/hsl(). */
  colors?: boolean;
  /** Numbers by unit, within bounds. Viewport units, calc() and negative spacing never qualify. */
  units?: Units;
}

const ZERO: Range = { min: 0, max: 0 };
// Spacing stays in the neighbourhood of the text: enough to lay out a paragraph, not to push it over the page.
const SPACING: Units = { '': ZERO, px: { min: 0, max: 64 }, em: { min: 0, max: 4 }, rem: { min: 0, max: 4 } };
const FONT_SIZE: Units = { px: { min: 8, max: 72 }, em: { min: 0.5, max: 4 }, rem: { min: 0.5, max: 4 }, '%': { min: 50, max: 400 } };
const LINE_HEIGHT: Units = { '': { min: 0.8, max: 3 }, em: { min: 0.8, max: 3 }, rem: { min: 0.8, max: 3 }, '%': { min: 80, max: 300 } };
const FONT_WEIGHT: Units = { '': { min: 100, max: 900 } };
const BORDER_WIDTH: Units = { '': ZERO, px: { min: 0, max: 8 } };
const RADIUS: Units = { '': ZERO, px: { min: 0, max: 32 }, em: { min: 0, max: 2 }, rem: { min: 0, max: 2 }, '%': { min: 0, max: 50 } };
// An image or a table may be sized, never beyond its column or a screen.
const SIZE: Units = { '': ZERO, px: { min: 0, max: 960 }, '%': { min: 0, max: 100 } };

const KEYWORDS: PropertyRule = { keywords: true };
const COLOR: PropertyRule = { colors: true };
const BOX_MARGIN: PropertyRule = { keywords: true, units: SPACING };
const BOX_PADDING: PropertyRule = { units: SPACING };
const BORDER: PropertyRule = { keywords: true, colors: true, units: BORDER_WIDTH };

const sides = (prefix: string, rule: PropertyRule): [string, PropertyRule][] =>
  ['', '-top', '-right', '-bottom', '-left', '-block', '-block-start', '-block-end', '-inline', '-inline-start', '-inline-end'].map((side) => [
    `${prefix}${side}`,
    rule,
  ]);

/**
 * The inline styles rich text may keep: how text looks and the space around it. Left out on purpose: position,
 * z-index, inset and its sides, transform, display, float, overflow, opacity, content, behavior, filters, fonts and
 * images from elsewhere (url), custom properties (var), calc() and viewport units: what lets a paragraph leave its
 * place, cover the page or fetch something.
 */
export const STYLE_POLICY: ReadonlyMap<string, PropertyRule> = new Map<string, PropertyRule>([
  ['color', COLOR],
  ['background-color', COLOR],
  ['font-weight', { keywords: true, units: FONT_WEIGHT }],
  ['font-style', KEYWORDS],
  ['font-size', { keywords: true, units: FONT_SIZE }],
  ['line-height', { keywords: true, units: LINE_HEIGHT }],
  ['text-align', KEYWORDS],
  ['text-decoration', { keywords: true, colors: true }],
  ['text-decoration-line', KEYWORDS],
  ['text-decoration-style', KEYWORDS],
  ['text-decoration-color', COLOR],
  ['text-transform', KEYWORDS],
  ['text-indent', { units: SPACING }],
  ['vertical-align', KEYWORDS],
  ['white-space', KEYWORDS],
  ['list-style-type', KEYWORDS],
  ['border-collapse', KEYWORDS],
  ...sides('margin', BOX_MARGIN),
  ...sides('padding', BOX_PADDING),
  ...sides('border', BORDER),
  ['border-color', COLOR],
  ['border-style', KEYWORDS],
  ['border-width', { keywords: true, units: BORDER_WIDTH }],
  ['border-radius', { units: RADIUS }],
  ['width', { keywords: true, units: SIZE }],
  ['max-width', { keywords: true, units: SIZE }],
  ['height', { keywords: true, units: SIZE }],
]);

/** Functions a colour may be written with; their arguments are plain numbers, percentages and angles. */
export const COLOR_FUNCTIONS: ReadonlySet<string> = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
export const ANGLE_UNITS: ReadonlySet<string> = new Set(['deg', 'grad', 'rad', 'turn']);

/** Whether `value` with `unit` is within the rule's bounds for that unit. */
export function withinBounds(rule: PropertyRule, unit: string, value: string): boolean {
  const range = rule.units?.[unit.toLowerCase()];
  const number = Number(value);
  return range !== undefined && Number.isFinite(number) && number >= range.min && number <= range.max;
}
