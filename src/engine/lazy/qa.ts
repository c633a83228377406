import { ATTENDEE_TYPES } from '../attendee-types';

/** The QA tool's window widths (spec 3 §9); every screenshot starts at QA_VIEWPORT_HEIGHT and is taken full-page. */
export const QA_BREAKPOINTS = { mobile: 539, tablet: 1083, desktop: 1920 } as const;
export type QaBreakpoint = keyof typeof QA_BREAKPOINTS;
export const QA_BREAKPOINT_NAMES = Object.keys(QA_BREAKPOINTS) as QaBreakpoint[];
export const QA_VIEWPORT_HEIGHT = 600;

/** Default difference threshold in percent: a result at or below it passes (spec 3 §9). */
export const QA_DEFAULT_THRESHOLD = 1;
/** How long a page settles after load, fonts and images before its screenshot (spec 3 §9). */
export const QA_SCREENSHOT_WAIT_MS = 2000;

/** A run's bounds: pages in one run (the contract's limit too), and combinations (a run of 200 takes minutes). */
export const QA_MAX_PAGES = 20;
export const QA_MAX_COMBINATIONS = 200;

/** Who a screenshot is taken as: a signed-out visitor or one of the attendee types. */
export const QA_ATTENDEE_TYPES = ['anonymous', ...ATTENDEE_TYPES] as const;
export type QaAttendeeType = (typeof QA_ATTENDEE_TYPES)[number];

export type QaLabel = 'high' | 'medium' | 'low';

/** Spec 3 §9: high above 40 %, medium from 10 % to 40 %, low below 10 %. */
export function qaLabel(differencePercentage: number): QaLabel {
  if (differencePercentage > 40) return 'high';
  if (differencePercentage >= 10) return 'medium';
  return 'low';
}

/** A result passes when its difference is at most the run's threshold. */
export const qaPassed = (differencePercentage: number, thresholdPercent: number): boolean => differencePercentage <= thresholdPercent;

/**
 * Block types whose pixels change by themselves (clocks, shuffles, live feeds, video): masked in both images of every
 * comparison, besides the blocks an editor marks as dynamic for a run.
 */
export const QA_DYNAMIC_BLOCK_TYPES: readonly string[] = [
  'countdown',
  'randomizer',
  'sponsor-shuffle',
  'happening-now',
  'animated-background',
  'video-hero',
  'inline-video-player',
  'studio-player',
  'social-embed',
];

/** The two steps of the spec's QA action queue for each combination (spec 3 §4). */
export type QaActionKind = 'screenshot-page' | 'process-differences';
export type QaRunStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * The QA breakpoint whose window width is nearest `width` (the editor's canvas, say); halfway between two, the
 * narrower one.
 */
export function qaBreakpointFor(width: number): QaBreakpoint {
  let nearest: QaBreakpoint = 'mobile';
  for (const name of QA_BREAKPOINT_NAMES) {
    if (Math.abs(QA_BREAKPOINTS[name] - width) < Math.abs(QA_BREAKPOINTS[nearest] - width)) nearest = name;
  }
  return nearest;
}
