import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';

/**
 * A story decorator whose query cache already holds the given answers (never stale), so detail blocks render their
 * data in Storybook without an API server. Anything not seeded goes to Storybook's own server, which has no API.
 */
export function withSeededQueries(entries: readonly (readonly [QueryKey, unknown])[]): Decorator {
  return (Story) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
    for (const [key, data] of entries) client.setQueryData(key, data);
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };
}
