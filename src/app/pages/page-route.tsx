import { Navigate, useLocation } from 'react-router';
import { localizedPath, type SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { useRoute } from '../routing/use-route';
import { NotFoundScreen } from '../screens/not-found-screen';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';
import { LoadingIndicator } from '../shell/loading-indicator';
import { EditablePageContent } from '../editing/editor-launcher';
import { SYSTEM_SCREENS } from './system-screens';

/**
 * The main area: a built-in screen for system pages, the page's content otherwise. A renamed page's old URL redirects
 * to its new one (shared links keep working); a members-only page offers a signed-out visitor sign-in.
 */
export function PageRoute() {
  const route = useRoute();
  const { search, hash } = useLocation();
  if (route.redirectTo) return <Navigate replace to={`${localizedPath(route.locale, route.redirectTo)}${search}${hash}`} />;
  if (route.signInRequired) return <UnauthorizedScreen />;
  // Until the stored pages arrive, a path outside the code routes may still be one of them; without them, nobody can tell.
  if (route.page === 'notfound' && route.pending) return <LoadingIndicator />;
  if (route.page === 'notfound' && route.pagesFailed) return <ErrorPage />;
  if (route.system) {
    const SystemScreen = SYSTEM_SCREENS[route.page as SystemPage];
    return <SystemScreen />;
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
