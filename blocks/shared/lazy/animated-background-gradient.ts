/**
 * CSS gradients from colour settings (animated background, splash screen heading). The colours are checked again
 * here with the schemas' pattern, because they are written into a style: no ':' or '/', so never a url().
 */
const COLOUR = /^[#(),.%A-Za-z0-9 -]{1,100}$/;

export interface GradientSetting {
  /** CSS angle in degrees: 0 runs upwards, 90 to the right. */
  angle?: number;
  colors?: readonly string[];
}

export function safeColours(colours: readonly string[] | undefined): string[] {
  return (colours ?? []).map((colour) => colour.trim()).filter((colour) => COLOUR.test(colour));
}

/** `linear-gradient(…)` of the usable colours; one colour gives a plain fill, none gives undefined. */
export function linearGradient(setting: GradientSetting | undefined, fallbackAngle = 135): string | undefined {
  const colours = safeColours(setting?.colors);
  if (colours.length === 0) return undefined;
  const stops = colours.length === 1 ? [colours[0], colours[0]] : colours;
  return `linear-gradient(${setting?.angle ?? fallbackAngle}deg, ${stops.join(', ')})`;
}
