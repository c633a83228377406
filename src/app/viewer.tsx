import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMe } from '../api/auth';
import { useSettings } from '../api/settings';
import { isAuthenticated, isContentEditor, type CurrentUser, type SettingsResponse } from '../engine';
import { useShellStore } from './store/shell-store';

/** Who is looking, under which settings and at which (testing) moment: what the shell and the renderer decide with. */
export interface Viewer {
  settings: SettingsResponse;
  user: CurrentUser | null;
  /** Empty for anonymous visitors and expired tokens. */
  scopes: readonly string[];
  isEditor: boolean;
  testingDate: string | null;
}

const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer must be used inside ViewerProvider');
  return viewer;
}

const NO_SCOPES: readonly string[] = [];

/**
 * Loads settings and the current user once for the whole shell. A failed settings load is thrown to the route's
 * error page; a failed `me` counts as anonymous, so a broken auth service still leaves the site readable.
 */
export function ViewerProvider({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const testingDate = useShellStore((state) => state.testingDate);
  const settings = useSettings(testingDate);
  const me = useMe();
  const user = me.data?.user ?? null;

  const viewer = useMemo<Viewer | null>(() => {
    if (!settings.data) return null;
    const scopes = user && isAuthenticated(user) ? user.scopes : NO_SCOPES;
    return { settings: settings.data, user, scopes, isEditor: isContentEditor(scopes), testingDate };
  }, [settings.data, user, testingDate]);

  if (settings.error && !settings.data) throw settings.error;
  if (!viewer || me.isPending) return pending;
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}
