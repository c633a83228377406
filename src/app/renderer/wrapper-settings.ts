import type { CSSProperties } from 'react';
import type { WrapperSettings } from '../../../schemas/generated/wrapper-settings';
import { resolveWidths } from '../../engine';

export type { AnchorLink, WrapperSettings } from '../../../schemas/generated/wrapper-settings';

/** What the wrapper element gets: classes, inline style, and the style of the separate background layer if any. */
export interface WrapperLayout {
  className: string;
  style?: CSSProperties;
  background?: CSSProperties;
}

const HIDE_CLASSES = [
  ['hideOnMobile', 'block--hide-mobile'],
  ['hideOnTablet', 'block--hide-tablet'],
  ['hideOnDesktop', 'block--hide-desktop'],
] as const;

/** A value safe inside CSS `url("…")`: quotes, backslashes and line breaks are escaped. */
function cssUrl(value: string): string {
  return `url("${value.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

type WidthProperty = `--w-${'mobile' | 'tablet' | 'desktop'}`;
type BoxStyle = CSSProperties & Partial<Record<WidthProperty, string>>;

const BOX_PROPERTIES = [
  ['wrapperMargin', 'margin'],
  ['wrapperPadding', 'padding'],
  ['wrapperHeight', 'height'],
  ['wrapperMaxHeight', 'maxHeight'],
  ['wrapperMinHeight', 'minHeight'],
  ['wrapperBackdropFilter', 'backdropFilter'],
] as const;

/** Share of the row as a number: the CSS subtracts the container's gap in proportion, so 3 × 33 fill a row exactly. */
function widthFraction(percent: number): string {
  const thirds: Record<number, string> = { 33: String(1 / 3), 66: String(2 / 3) };
  return thirds[percent] ?? String(percent / 100);
}

// Most blocks set nothing: no object is allocated for them (pages have a thousand blocks).
function boxStyle(settings: WrapperSettings): BoxStyle | undefined {
  let style: BoxStyle | undefined;
  // Custom properties (not inline widths) so the breakpoints stay in CSS media queries.
  if (settings.wrapperWidth !== undefined) {
    const widths = resolveWidths(settings.wrapperWidth);
    style = {};
    if (widths.mobile !== 100) style['--w-mobile'] = widthFraction(widths.mobile);
    if (widths.tablet !== 100) style['--w-tablet'] = widthFraction(widths.tablet);
    if (widths.desktop !== 100) style['--w-desktop'] = widthFraction(widths.desktop);
  }
  for (const [setting, property] of BOX_PROPERTIES) {
    const value = settings[setting];
    if (value) (style ??= {})[property] = value;
  }
  return style && Object.keys(style).length > 0 ? style : undefined;
}

// The background sits on its own layer so that its opacity does not fade the block's content.
function backgroundStyle(settings: WrapperSettings): CSSProperties | undefined {
  if (!settings.wrapperBackgroundImage && !settings.wrapperBackgroundColor) return undefined;
  return {
    backgroundImage: settings.wrapperBackgroundImage ? cssUrl(settings.wrapperBackgroundImage) : undefined,
    backgroundColor: settings.wrapperBackgroundColor,
    backgroundPosition: settings.wrapperBackgroundPosition,
    backgroundRepeat: settings.wrapperBackgroundRepeat,
    backgroundSize: settings.wrapperBackgroundSize,
    opacity: settings.wrapperBackgroundOpacity,
  };
}

/** Turns a block's common settings into the wrapper's classes and styles; `block--{component}` is a styling hook. */
export function wrapperLayout(component: string, settings: WrapperSettings): WrapperLayout {
  let className = `block block--${component}`;
  for (const [setting, hideClass] of HIDE_CLASSES) if (settings[setting]) className += ` ${hideClass}`;
  const background = backgroundStyle(settings);
  if (background) className += ' block--with-background';
  if (settings.wrapperClass) className += ` ${settings.wrapperClass}`;
  return { className, style: boxStyle(settings), background };
}
