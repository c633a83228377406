import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

/**
 * Catches what the router cannot: crashes in the providers themselves. The error page gets a fresh query client,
 * since the app's may be the thing that broke.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private fallbackClient: QueryClient | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('App crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <QueryClientProvider client={(this.fallbackClient ??= new QueryClient({ defaultOptions: { queries: { retry: false } } }))}>
        <main id="main" className="standalone-error">
          <ErrorPage />
        </main>
      </QueryClientProvider>
    );
  }
}
