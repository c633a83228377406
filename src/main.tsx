import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { appRegistry } from './app-registry';
import { appRoutes } from './app/router';
import { chosenLocale } from './app/routing/chosen-locale';
import { dropServerTitleAndMeta } from './app/routing/server-head';
import { splitLocalePath } from './engine';
import { initI18n } from './i18n/setup';

dropServerTitleAndMeta();
void initI18n(splitLocalePath(window.location.pathname).locale ?? chosenLocale());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} queryClient={createQueryClient()} registry={appRegistry} />
  </StrictMode>,
);
