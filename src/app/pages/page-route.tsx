import type { SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { useRoute } from '../routing/use-route';
import { NotFoundScreen } from '../screens/not-found-screen';
import { LoadingIndicator } from '../shell/loading-indicator';
import { EditablePageContent } from '../editing/editor-launcher';
import { SYSTEM_SCREENS } from './system-screens';

/** The main area: a built-in screen for system pages, the page's content otherwise. */
export function PageRoute() {
  const route = useRoute();
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
