import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { localizedPath, pageGate, type SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { useRoute } from '../routing/use-route';
import { NotFoundScreen } from '../screens/not-found-screen';
import { LoadingIndicator } from '../shell/loading-indicator';
import { EditablePageContent } from '../editing/editor-launcher';
import { useViewer } from '../viewer';
import { RefusedPage } from './refused-page';
import { DrawnInBrowser } from '../ui/drawn-in-browser';
import { EDITOR_TOOLS, SYSTEM_SCREENS } from './system-screens';

/**
 * The main area: a built-in screen for system pages, the page's content otherwise. A renamed page's old URL redirects
 * to its new one (shared links keep working); a page the visitor may not open (a members-only stored page, a gated
 * page of the route table) is refused as the content API refuses it.
 */
export function PageRoute() {
  const route = useRoute();
  const { scopes, settings } = useViewer();
  const { search, hash } = useLocation();
  if (route.redirectTo) return <Navigate replace to={`${localizedPath(route.locale, route.redirectTo)}${search}${hash}`} />;
  if (route.signInRequired) return <RefusedPage gate="sign-in" />;
  const gate = pageGate(route.page, { scopes, features: settings.features });
  if (gate !== 'open') return <RefusedPage gate={gate} />;
  // Until the stored pages arrive, a path outside the code routes may still be one of them; without them, nobody can tell.
  if (route.page === 'notfound' && route.pending) return <LoadingIndicator />;
  if (route.page === 'notfound' && route.pagesFailed) return <ErrorPage />;
  if (route.system) {
    const page = route.page as SystemPage;
    const SystemScreen = SYSTEM_SCREENS[page];
    // The editor tools are lazy chunks, fetched only by the editors the gate above let through, in the browser.
    const screen = (
      <Suspense fallback={<LoadingIndicator />}>
        <SystemScreen />
      </Suspense>
    );
    return EDITOR_TOOLS.has(page) ? <DrawnInBrowser fallback={<LoadingIndicator />}>{screen}</DrawnInBrowser> : screen;
  }
  return (
    <EditablePageContent
      key={route.page}
      page={route.page}
      params={route.params}
      pending={<LoadingIndicator />}
      missing={<NotFoundScreen />}
      failed={<ErrorPage />}
    />
  );
}
