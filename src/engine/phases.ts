/** An event phase (e.g. pre-event, live, post-event). `start` is an ISO date-time with offset. */
export interface EventPhase {
  id: string;
  label: string;
  start: string;
}

function startMs(phase: EventPhase): number {
  return Date.parse(phase.start);
}

/** Phases in start order; phases with an unparsable start sort first so they never shadow real ones. */
export function sortPhases(phases: readonly EventPhase[]): EventPhase[] {
  return [...phases].sort((a, b) => (startMs(a) || 0) - (startMs(b) || 0));
}

/** The latest phase whose start is not after `now`; the first phase when none has started; undefined without phases. */
export function currentPhase(phases: readonly EventPhase[], now: Date): EventPhase | undefined {
  const sorted = sortPhases(phases);
  let current = sorted[0];
  for (const phase of sorted) {
    if (startMs(phase) <= now.getTime()) current = phase;
  }
  return current;
}

export function nextPhase(phases: readonly EventPhase[], phaseId: string): EventPhase | undefined {
  const sorted = sortPhases(phases);
  const index = sorted.findIndex((phase) => phase.id === phaseId);
  return index >= 0 ? sorted[index + 1] : undefined;
}

/**
 * The moment used for phase decisions: a valid testing date wins over the real clock.
 * Invalid testing dates are ignored rather than breaking the page.
 */
export function effectiveNow(options: { now?: Date; testingDate?: string | null } = {}): Date {
  const real = options.now ?? new Date();
  if (!options.testingDate) return real;
  const testing = new Date(options.testingDate);
  return Number.isNaN(testing.getTime()) ? real : testing;
}
