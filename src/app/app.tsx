import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { AppBlockRegistry } from './block-contract';
import { AppErrorBoundary } from './error-page/app-error-boundary';
import { RegistryContext } from './renderer/registry-context';
import { TakenOverContext } from './shell/taken-over';
import './styles/global.css';

interface AppProps {
  queryClient: QueryClient;
  registry: AppBlockRegistry;
  /** The router: the browser's, or the server's for one request. */
  children: ReactNode;
  /** Called once the shell of a server-drawn page has been taken over (./shell/taken-over.ts). */
  onTakenOver?: (() => void) | undefined;
}

/** Providers around the router. Suspense covers the first load of translations. */
export function App({ queryClient, registry, children, onTakenOver }: AppProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RegistryContext.Provider value={registry}>
          <TakenOverContext.Provider value={onTakenOver}>
            <Suspense fallback={<div className="loading" aria-busy="true" />}>{children}</Suspense>
          </TakenOverContext.Provider>
        </RegistryContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
