import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from '../../../src/app/app';
import { appRoutes } from '../../../src/app/router';
import { rememberDismissal } from '../../../src/app/shell/sign-in-offer/dismissal';
import { useShellStore } from '../../../src/app/store/shell-store';
import { testRegistry } from './test-blocks';

/**
 * Forgets everything the previous test stored (choices, testing date, toasts, return location). The visitor has answered
 * the cookie question and skipped the sign-in dialog, as tests of other things expect no prompt over the page.
 */
export function resetClientState(): void {
  localStorage.clear();
  sessionStorage.clear();
  rememberDismissal();
  useShellStore.setState({ toasts: [], testingDate: null, language: null, cookieConsent: 'accepted' });
}

/** The whole app (providers, router, shell) at `path`, with the test block types. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <App queryClient={queryClient} registry={testRegistry}>
      <RouterProvider router={router} />
    </App>,
  );
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, currentPath };
}
