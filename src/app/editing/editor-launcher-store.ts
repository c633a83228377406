import { create } from 'zustand';

/** Asked before edit mode closes; answers false to stay (the overlay asks about unsaved changes). */
export type ExitGuard = () => boolean;

interface EditorLauncherState {
  /** Edit mode for the page in view is on (the overlay chunk is loaded and mounted). */
  open: boolean;
  guard: ExitGuard | null;
  toggle(): void;
  close(): void;
  setGuard(guard: ExitGuard | null): void;
}

/**
 * The only editor state in the main bundle: whether the lazily loaded overlay is mounted. Everything else
 * (content, history, tools) lives in the overlay chunk.
 */
export const useEditorLauncher = create<EditorLauncherState>()((set, get) => ({
  open: false,
  guard: null,
  toggle: () => (get().open ? get().close() : set({ open: true })),
  close() {
    const { guard } = get();
    if (guard && !guard()) return;
    set({ open: false, guard: null });
  },
  setGuard: (guard) => set({ guard }),
}));
