import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPreferencesSlice, type PreferencesSlice } from './preferences-slice';
import { createPreviewDateSlice, type PreviewDateSlice } from './preview-date-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';

export type ShellState = ToastSlice & PreviewDateSlice & PreferencesSlice;

/** The shell's client state. Choices survive reloads (localStorage); toasts do not. */
export const useShellStore = create<ShellState>()(
  persist(
    (...args) => ({
      ...createToastSlice(...args),
      ...createPreviewDateSlice(...args),
      ...createPreferencesSlice(...args),
    }),
    {
      name: 'confsite.shell',
      version: 1,
      partialize: ({ testingDate, language, cookieConsent }) => ({ testingDate, language, cookieConsent }),
    },
  ),
);
