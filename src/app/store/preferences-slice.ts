import type { StateCreator } from 'zustand';
import type { Locale } from '../../engine';
import type { ShellState } from './shell-store';

export type CookieConsent = 'accepted' | 'declined';

/** Choices the visitor made once and expects to be remembered. */
export interface PreferencesSlice {
  /** The language picked in the switcher; null until the visitor picks one. */
  language: Locale | null;
  cookieConsent: CookieConsent | null;
  chooseLanguage(locale: Locale): void;
  acceptCookies(): void;
  declineCookies(): void;
}

export const createPreferencesSlice: StateCreator<ShellState, [], [], PreferencesSlice> = (set) => ({
  language: null,
  cookieConsent: null,
  chooseLanguage(locale) {
    set({ language: locale });
  },
  acceptCookies() {
    set({ cookieConsent: 'accepted' });
  },
  declineCookies() {
    set({ cookieConsent: 'declined' });
  },
});
