import { create } from 'zustand';

/** Edit and meta-edit are mutually exclusive and the tag viewer is a third mode, so one value holds them all. */
export type EditingMode = 'none' | 'edit' | 'meta' | 'tags';
/** A mode that mounts the overlay. */
export type ActiveMode = Exclude<EditingMode, 'none'>;

/** Asked before the editing modes close; answers false to stay (the overlay asks about unsaved changes). */
export type ExitGuard = () => boolean;

interface EditorLauncherState {
  /**
   * Edit, meta-edit and tag viewer are exclusive (spec 2 §4), so one value holds them; any mode but `none` mounts
   * the overlay chunk for the page in view.
   */
  mode: EditingMode;
  guard: ExitGuard | null;
  /** Turns a mode on, or off when it is the one on (Insert toggles `edit`). Switching modes keeps unsaved work. */
  toggle(mode?: ActiveMode): void;
  /** Leaves every mode (the guard may refuse). */
  close(): void;
  setGuard(guard: ExitGuard | null): void;
}

/**
 * The only editor state in the main bundle: which mode is on, and so whether the lazily loaded overlay is mounted.
 * Everything else (content, history, tools) lives in the overlay chunk.
 */
export const useEditorLauncher = create<EditorLauncherState>()((set, get) => ({
  mode: 'none',
  guard: null,
  toggle: (mode = 'edit') => (get().mode === mode ? get().close() : set({ mode })),
  close() {
    const { guard } = get();
    if (guard && !guard()) return;
    set({ mode: 'none', guard: null });
  },
  setGuard: (guard) => set({ guard }),
}));
