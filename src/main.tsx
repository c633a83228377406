import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { appRegistry } from './app-registry';
import { appRoutes } from './app/router';
import { chosenLocale } from './app/routing/chosen-locale';
import { dropServerTitleAndMeta } from './app/routing/server-head';
import { holdEarlyInput } from './app/server-rendering/early-input';
import { fetchFirstScreenCode } from './app/server-rendering/first-screen-code';
import { readServerState } from './app/server-state';
import { useShellStore } from './app/store/shell-store';
import { APP_ROOT_ID, splitLocalePath } from './engine';
import { initI18n } from './i18n/setup';

const FIRST_SCREEN_CODE_WAIT_MS = 3_000;

const root = document.getElementById(APP_ROOT_ID);
if (!root) throw new Error('index.html has no #root element');

// The server draws the page for the site's own date; an editor's testing date (kept in this browser) redraws it here.
const sent = useShellStore.getState().testingDate ? undefined : readServerState();
dropServerTitleAndMeta();
const texts = initI18n(sent?.locale ?? splitLocalePath(window.location.pathname).locale ?? chosenLocale(), sent?.texts);

// The shell route's loader has nothing to hand over; saying so lets the router draw at once, as the server did.
const router = createBrowserRouter(appRoutes, sent ? { hydrationData: { loaderData: { shell: null } } } : undefined);
const app = (onTakenOver?: () => void) => (
  <StrictMode>
    <App queryClient={createQueryClient(sent?.queries)} registry={appRegistry} onTakenOver={onTakenOver}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

// A drawn page is taken over as soon as its texts and its first screen's code are here, in one go; what the visitor
// did meanwhile is done again once it has been.
if (sent) {
  const early = holdEarlyInput(root);
  // A chunk that does not come within a few seconds is left to its block: the rest of the page is taken over meanwhile.
  const codeOrTimeout = Promise.race([fetchFirstScreenCode(sent, appRegistry), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_CODE_WAIT_MS))]);
  void Promise.all([texts, codeOrTimeout]).then(() => early.takeOver(() => hydrateRoot(root, app(early.doAgain))));
} else createRoot(root).render(app());
