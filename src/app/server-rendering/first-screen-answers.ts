import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';

/** Rounds of drawing and fetching: the shell asks first, then the page, then its blocks, and some blocks once more. */
const MAX_ROUNDS = 5;

/** The queries each server render's client was asked for in its last drawing, by hash. */
const askedOf = new WeakMap<QueryClient, Map<string, FetchQueryOptions>>();

/**
 * A client for one server render: no retries (a failed answer is left to the browser), nothing dropped before the page
 * is sent. It notes each query a drawing asks for (`useQuery` passes its options through `defaultQueryOptions` as it
 * renders), since the server runs no effects and no query would start on its own.
 */
export function serverQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const asked = new Map<string, FetchQueryOptions>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    // Reads of the cache (`getQueryData`) pass through here too, without a query function: only queries are noted.
    if (defaulted.queryHash && defaulted.queryFn && defaulted.enabled !== false) asked.set(defaulted.queryHash, defaulted as FetchQueryOptions);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  askedOf.set(client, asked);
  return client;
}

/**
 * Draws the page and fetches what it asks for, until it asks for nothing new. A query that fails is dropped again, so
 * that the page is drawn as the browser will first draw it (waiting for that answer) and the browser asks it itself.
 * Answers whether every query succeeded.
 */
export async function fetchFirstScreenAnswers(client: QueryClient, draw: () => Promise<void>): Promise<boolean> {
  const asked = askedOf.get(client);
  if (!asked) throw new Error('fetchFirstScreenAnswers needs serverQueryClient()');
  const tried = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    asked.clear();
    await draw();
    const wanted = [...asked.entries()].filter(([hash]) => !tried.has(hash));
    if (wanted.length === 0) break;
    for (const [hash] of wanted) tried.add(hash);
    await Promise.all(wanted.map(([, options]) => client.prefetchQuery(options)));
  }
  const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  for (const query of failed) client.getQueryCache().remove(query);
  return failed.length === 0;
}
