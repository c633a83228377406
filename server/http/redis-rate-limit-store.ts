import { createClient } from 'redis';

type Count = (counter: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

const NAMESPACE = 'confsite:rate:';

/** @fastify/rate-limit's store interface (`incr`, `child`) over a counting function. */
function storeCounting(count: Count) {
  return class RedisRateLimitStore {
    private readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = NAMESPACE) {
      this.prefix = prefix;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then((result) => done(null, result), (error: Error) => done(error));
    }

    child(routeOptions: { routeInfo: { method: string | string[]; url?: string } }): RedisRateLimitStore {
      return new RedisRateLimitStore(undefined, `${this.prefix}${[routeOptions.routeInfo.method].flat().join(',')}${routeOptions.routeInfo.url ?? ''}:`);
    }
  };
}

/**
 * A rate limit store shared by every node, on its own node-redis connection (the library's built-in Redis store wants
 * ioredis, a second client library): one counter per client and route, expiring with its window.
 */
export async function openRedisRateLimitStore(url: string, onError: (error: unknown) => void): Promise<{ store: unknown; close(): Promise<void> }> {
  // Commands fail at once while Redis is away (the limiter then lets requests through) instead of queueing and hanging them.
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', onError);
  await client.connect();
  const count: Count = async (counter, windowMs) => {
    // SET … NX PX starts a window with its expiry (any Redis since 2.6.12); INCR keeps it.
    const replies = await client.multi().set(counter, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } }).incr(counter).pTTL(counter).exec();
    return { current: Number(replies[1]), ttl: Math.max(0, Number(replies[2])) };
  };
  return { store: storeCounting(count), close: () => client.close() };
}
