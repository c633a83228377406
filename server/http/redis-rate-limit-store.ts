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
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  const count: Count = async (counter, windowMs) => {
    const replies = await client.multi().incr(counter).pExpire(counter, windowMs, 'NX').pTTL(counter).exec();
    return { current: Number(replies[0]), ttl: Math.max(0, Number(replies[2])) };
  };
  return { store: storeCounting(count), close: () => client.close() };
}
