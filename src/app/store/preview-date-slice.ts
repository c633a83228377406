import type { StateCreator } from 'zustand';
import { isEnvironment, type Environment, type EventPhase } from '../../engine';
import type { ShellState } from './shell-store';

/**
 * What the page is previewed as: the local testing date (the page as it would be at that moment: phase, phase-gated
 * blocks) and another environment's content (`?env=`, for editors and QA, whom the API lets read it).
 */
export interface PreviewDateSlice {
  /** ISO date-time, or null for the real clock. */
  testingDate: string | null;
  /** Null for the site's own environment. Not kept across reloads: it comes from the link that asked for it. */
  previewEnv: Environment | null;
  pickPhase(phase: EventPhase): void;
  /** Ignores values that are not dates, so a mistyped `?testingDate=` cannot break the page. */
  pickDate(value: string): void;
  clearDate(): void;
  /** Ignores values that are not environments, like `pickDate`. */
  pickEnvironment(value: string): void;
}

export const createPreviewDateSlice: StateCreator<ShellState, [], [], PreviewDateSlice> = (set) => ({
  testingDate: null,
  previewEnv: null,
  pickPhase(phase) {
    set({ testingDate: phase.start });
  },
  pickDate(value) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) set({ testingDate: date.toISOString() });
  },
  clearDate() {
    set({ testingDate: null });
  },
  pickEnvironment(value) {
    if (isEnvironment(value)) set({ previewEnv: value });
  },
});
