import { shouldRememberReturn } from '../../engine';

const STORAGE_KEY = 'confsite.returnLocation';

/** Remembers where to come back to after sign-in (a path without language prefix, with its query). */
export function rememberReturn(pathWithQuery: string): void {
  if (shouldRememberReturn(pathWithQuery)) sessionStorage.setItem(STORAGE_KEY, pathWithQuery);
}

export function rememberedReturn(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}
