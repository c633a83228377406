import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TestingTimeZone } from '../../engine';
import type { Point } from './lazy/phase-switcher/floating-position';

/** The phase switcher widget's place and state on this device: it stays where the tester left it. */
interface PhaseSwitcherState {
  /** Null until dragged: the widget then sits in its default corner. */
  position: Point | null;
  expanded: boolean;
  hidden: boolean;
  timeZone: TestingTimeZone;
  moveTo(position: Point): void;
  setExpanded(expanded: boolean): void;
  setHidden(hidden: boolean): void;
  setTimeZone(timeZone: TestingTimeZone): void;
}

export const usePhaseSwitcherStore = create<PhaseSwitcherState>()(
  persist(
    (set) => ({
      position: null,
      expanded: false,
      hidden: false,
      timeZone: 'UTC',
      moveTo: (position) => set({ position }),
      setExpanded: (expanded) => set({ expanded }),
      setHidden: (hidden) => set({ hidden }),
      setTimeZone: (timeZone) => set({ timeZone }),
    }),
    { name: 'confsite.phase-switcher', version: 1 },
  ),
);
