import { HOME_PATH, localizedPath, type Locale, type PageDirectory } from '../../engine';
import { knownPagePath } from '../routing/known-page';

export type GoBack = { kind: 'history' } | { kind: 'location'; path: string };

export interface GoBackInput {
  /** Position in the app's own history (react-router's `history.state.idx`); 0 when the visit started here. */
  historyIndex: number;
  /** The `source` query parameter of the error page. */
  source: string | null;
  locale: Locale;
  /** The stored pages, when they have loaded: a `source` among them is known too. */
  pages?: PageDirectory | undefined;
}

/** Spec 3 §2: back through history after an in-app navigation, else to a known `source` page, else home. */
export function goBackTarget({ historyIndex, source, locale, pages }: GoBackInput): GoBack {
  if (historyIndex > 0) return { kind: 'history' };
  return { kind: 'location', path: localizedPath(locale, knownPagePath(source, pages) ?? HOME_PATH) };
}

/** Reads the browser's state; works with or without a router (the top-level boundary has none). */
export function goBackFromHere(locale: Locale, pages?: PageDirectory): GoBack {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
  return goBackTarget({ historyIndex: index, source: new URLSearchParams(window.location.search).get('source'), locale, pages });
}
