import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Environment, Persona, TestingTimeZone } from '../../engine';

/** Whose eyes the page is judged with: the editor's own scopes, a dev persona's, or a typed list. */
export type PreviewPersona = 'self' | Persona['id'] | 'custom';

/** Canvas widths of the QA tool (spec 3 §9): mobile, tablet, desktop; `fit` uses the editor's window. */
export const PREVIEW_VIEWPORTS = ['fit', 539, 1083, 1920] as const;
export type PreviewViewport = (typeof PREVIEW_VIEWPORTS)[number];

/** The "preview as" choices of edit mode. They last for the browser tab's session. */
export interface PreviewState {
  /** Null: the site's own environment. */
  env: Environment | null;
  persona: PreviewPersona;
  /** The scopes of the `custom` persona, as typed. */
  customScopes: string;
  viewport: PreviewViewport;
  timeZone: TestingTimeZone;
  /** ISO testing moment picked in the bar; null until one is picked. */
  moment: string | null;
  setEnv(env: Environment | null): void;
  setPersona(persona: PreviewPersona): void;
  setCustomScopes(customScopes: string): void;
  setViewport(viewport: PreviewViewport): void;
  setTimeZone(timeZone: TestingTimeZone): void;
  setMoment(moment: string | null): void;
}

export const usePreviewStore = create<PreviewState>()(
  persist(
    (set) => ({
      env: null,
      persona: 'self',
      customScopes: '',
      viewport: 'fit',
      timeZone: 'UTC',
      moment: null,
      setEnv: (env) => set({ env }),
      setPersona: (persona) => set({ persona }),
      setCustomScopes: (customScopes) => set({ customScopes }),
      setViewport: (viewport) => set({ viewport }),
      setTimeZone: (timeZone) => set({ timeZone }),
      setMoment: (moment) => set({ moment }),
    }),
    { name: 'confsite.editor-preview', version: 1, storage: createJSONStorage(() => sessionStorage) },
  ),
);
