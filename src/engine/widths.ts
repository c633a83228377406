/** Block widths in percent of the row, per device. */
export interface DeviceWidths {
  mobile: number;
  tablet: number;
  desktop: number;
}

export const WIDTH_CHOICES = [100, 66, 50, 33, 25, 20] as const;
export type WidthChoice = (typeof WIDTH_CHOICES)[number];

/** A block's `wrapperWidth`: a shorthand percent or explicit per-device percents. */
export type WrapperWidth = number | Partial<DeviceWidths> | undefined;

/** Tablet width for each shorthand: narrow blocks sit two to a row on tablets, wide ones take the row. */
const TABLET_FOR_SHORTHAND: Record<number, number> = { 100: 100, 66: 100, 50: 50, 33: 50, 25: 50, 20: 50 };

const FULL: DeviceWidths = { mobile: 100, tablet: 100, desktop: 100 };

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** A per-device value from stored JSON: only a real number counts; anything else (NaN, a string, null) means unset. */
function devicePercent(value: unknown): number | undefined {
  return typeof value === 'number' && !Number.isNaN(value) ? clampPercent(value) : undefined;
}

export function resolveWidths(width: WrapperWidth): DeviceWidths {
  // A fresh object each time: callers may adjust the answer without changing the next one.
  if (width === undefined || width === null) return { ...FULL };
  if (typeof width === 'number') {
    if (!Number.isFinite(width) || width <= 0) return { ...FULL };
    const desktop = clampPercent(width);
    return { mobile: 100, tablet: TABLET_FOR_SHORTHAND[desktop] ?? (desktop > 50 ? 100 : 50), desktop };
  }
  const desktop = devicePercent(width.desktop) ?? 100;
  const tablet = devicePercent(width.tablet) ?? TABLET_FOR_SHORTHAND[desktop] ?? (desktop > 50 ? 100 : 50);
  return { mobile: devicePercent(width.mobile) ?? 100, tablet, desktop };
}
