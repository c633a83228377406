/** How the demo conference is generated. */
export interface DemoOptions {
  /** Same seed, same conference (for the same event days and time zone). Default {@link DEFAULT_DEMO_SEED}. */
  seed?: number;
  /**
   * Multiplies every count (sessions via rooms, speakers, companies, attendees); 1 is the full conference
   * (~1,500 sessions, ~700 speakers, ~150 companies, 20,000 attendees), 0 generates nothing. Tests use a small scale.
   */
  scale?: number;
}

/** The seed of the demo every fresh install loads: the first day of the demo event, 9 March 2027. */
export const DEFAULT_DEMO_SEED = 20_270_309;

/** A full-size count at this scale, never below `minimum` unless the scale is 0. */
export function scaled(count: number, scale: number, minimum = 1): number {
  if (scale <= 0) return 0;
  return Math.max(minimum, Math.round(count * scale));
}
