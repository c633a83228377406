import { currentPhase, type EventPhase } from '../../engine';

/**
 * The moment to show for the phase in view: the first candidate that falls in that phase (the picked moment, then
 * the testing date or the clock), else the phase's start, so the slider always agrees with the phase select.
 */
export function momentInPhase(phases: readonly EventPhase[], phaseId: string, candidates: readonly (Date | null)[]): Date {
  const fitting = candidates.find((moment) => moment && !Number.isNaN(moment.getTime()) && currentPhase(phases, moment)?.id === phaseId);
  if (fitting) return fitting;
  const start = phases.find((phase) => phase.id === phaseId)?.start;
  const date = start ? new Date(start) : null;
  return date && !Number.isNaN(date.getTime()) ? date : (candidates.find(Boolean) ?? new Date());
}
