import type { RouteObject } from 'react-router';
import { RouteErrorPage } from './error-page/route-error-page';
import { navigationLoader } from './routing/navigation-loader';
import { Shell } from './shell/shell';
import { LoadingIndicator } from './shell/loading-indicator';

/**
 * One route: every URL goes through the navigation loader (redirects to a served language prefix), then the shell
 * resolves the rest of the path with the engine's route table.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'shell',
    path: '*',
    loader: navigationLoader,
    element: <Shell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingIndicator />,
  },
];
