import type { StateCreator } from 'zustand';
import type { EventPhase } from '../../engine';
import type { ShellState } from './shell-store';

/** The local testing date: the page is shown as it would be at that moment (phase, phase-gated blocks). */
export interface PreviewDateSlice {
  /** ISO date-time, or null for the real clock. */
  testingDate: string | null;
  pickPhase(phase: EventPhase): void;
  /** Ignores values that are not dates, so a mistyped `?testingDate=` cannot break the page. */
  pickDate(value: string): void;
  clearDate(): void;
}

export const createPreviewDateSlice: StateCreator<ShellState, [], [], PreviewDateSlice> = (set) => ({
  testingDate: null,
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
});
