import { sortPhases, type EventPhase } from '../phases';

/** Time zones a tester can preview the site in (spec 3 §9). */
export const TESTING_TIME_ZONES = ['UTC', 'Pacific/Auckland', 'US/Eastern', 'US/Pacific', 'America/Mexico_City', 'Asia/Shanghai', 'Asia/Tokyo'] as const;
export type TestingTimeZone = (typeof TESTING_TIME_ZONES)[number];

export function isTestingTimeZone(value: unknown): value is TestingTimeZone {
  return typeof value === 'string' && (TESTING_TIME_ZONES as readonly string[]).includes(value);
}

/** The phase slider moves in 30-minute steps (spec 3 §4, §9). */
export const PHASE_SLIDER_STEP_MINUTES = 30;

const MINUTE_MS = 60_000;

/** The span the phase slider covers: `start` and `end` in epoch milliseconds, both on a step boundary. */
export interface SliderRange {
  start: number;
  end: number;
  stepMs: number;
}

/**
 * The slider's span across the event: from the first phase's start to `tailMinutes` after the last phase's start
 * (phases have no end, so the last one is shown for a day by default). Undefined without a phase with a valid start.
 */
export function phaseSliderRange(
  phases: readonly EventPhase[],
  { stepMinutes = PHASE_SLIDER_STEP_MINUTES, tailMinutes = 24 * 60 }: { stepMinutes?: number; tailMinutes?: number } = {},
): SliderRange | undefined {
  const starts = sortPhases(phases)
    .map((phase) => Date.parse(phase.start))
    .filter((ms) => !Number.isNaN(ms));
  const first = starts[0];
  const last = starts.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const stepMs = stepMinutes * MINUTE_MS;
  return { start: Math.floor(first / stepMs) * stepMs, end: Math.ceil((last + tailMinutes * MINUTE_MS) / stepMs) * stepMs, stepMs };
}

/** How many steps the slider has after its start (its `max`). */
export function stepCount(range: SliderRange): number {
  return Math.round((range.end - range.start) / range.stepMs);
}

/** The slider step nearest to a moment, clamped to the range. */
export function stepAt(range: SliderRange, moment: Date): number {
  const step = Math.round((moment.getTime() - range.start) / range.stepMs);
  return Math.min(stepCount(range), Math.max(0, step));
}

/** The moment a slider step stands for. */
export function momentAtStep(range: SliderRange, step: number): Date {
  return new Date(range.start + Math.min(stepCount(range), Math.max(0, Math.round(step))) * range.stepMs);
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(ms: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** Minutes the zone is ahead of UTC at that instant (Auckland +780 in summer, US/Pacific -480 in winter). */
export function zoneOffsetMinutes(moment: Date, timeZone: string): number {
  const ms = Math.floor(moment.getTime() / MINUTE_MS) * MINUTE_MS;
  const wall = wallClockParts(ms, timeZone);
  return (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - ms) / MINUTE_MS;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The moment as a `datetime-local` value (`2027-03-09T07:00`) on the wall clock of `timeZone`. */
export function toZonedInputValue(moment: Date, timeZone: string): string {
  const wall = wallClockParts(moment.getTime(), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value means on the wall clock of `timeZone`; undefined for anything else.
 * A wall time skipped by a daylight-saving jump resolves to the instant just after the jump.
 */
export function fromZonedInputValue(value: string, timeZone: string): Date | undefined {
  const match = INPUT_VALUE.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  // The offset at the guessed instant may differ from the one at the real instant near a DST change: correct once.
  const guess = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * MINUTE_MS;
  return new Date(asUtc - zoneOffsetMinutes(new Date(guess), timeZone) * MINUTE_MS);
}
