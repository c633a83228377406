import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { appRegistry } from './app-registry';
import { appRoutes } from './app/router';
import { chosenLocale } from './app/routing/chosen-locale';
import { splitLocalePath } from './engine';
import { initI18n } from './i18n/setup';

// The server's head tags (server/html/head-tags.ts) tell machines that do not run scripts about the page first asked for;
// from here on the app's own (page-meta, the shell's title) describe whichever page the visitor is on.
for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();

void initI18n(splitLocalePath(window.location.pathname).locale ?? chosenLocale());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} queryClient={createQueryClient()} registry={appRegistry} />
  </StrictMode>,
);
