import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import type { AppBlockRegistry } from './block-contract';
import { AppErrorBoundary } from './error-page/app-error-boundary';
import { RegistryContext } from './renderer/registry-context';
import './styles/global.css';

interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  registry: AppBlockRegistry;
}

/** Providers around the router. Suspense covers the first load of translations. */
export function App({ router, queryClient, registry }: AppProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RegistryContext.Provider value={registry}>
          <Suspense fallback={<div className="loading" aria-busy="true" />}>
            <RouterProvider router={router} />
          </Suspense>
        </RegistryContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
