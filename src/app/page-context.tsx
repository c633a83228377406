import { createContext, useContext } from 'react';
import type { CurrentUser, Locale, PageDirectory, SettingsResponse } from '../engine';

/** Who is looking at which page, and under which settings: everything a block may need beyond its props. */
export interface PageContextValue {
  page: string;
  params: Record<string, string>;
  locale: Locale;
  user: CurrentUser | null;
  scopes: readonly string[];
  isEditor: boolean;
  settings: SettingsResponse;
  /** The stored content pages, so links to them can be told apart (e.g. the current page in a navigation). */
  pages?: PageDirectory | undefined;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext must be used inside a page (PageContext provider missing)');
  return value;
}
