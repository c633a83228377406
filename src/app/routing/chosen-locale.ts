import { preferredLocale, type Locale } from '../../engine';
import { useShellStore } from '../store/shell-store';

/** The locale for a URL without one: the visitor's stored choice, else the browser's preference, else en-us. */
export function chosenLocale(): Locale {
  const stored = useShellStore.getState().language;
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLocale(browser.filter(Boolean));
}
