import { createClient } from 'redis';
import type { LiveEvent } from '../../src/engine';
import { isLiveEvent } from './events';
import { createListenerSet, type Channel, type LiveBus } from './bus';

/** A Redis pub/sub channel's name, and what a message must look like to be delivered. */
export interface ChannelSpec<T> {
  name: string;
  accepts: (message: unknown) => message is T;
}

const LIVE_CHANNEL: ChannelSpec<LiveEvent> = { name: 'confsite:live', accepts: isLiveEvent };

/**
 * Fans messages out to every node through Redis pub/sub. A node hears its own messages back from Redis
 * and delivers only those, so each listener gets a message once whichever node published it.
 */
export async function createRedisChannel<T>(url: string, spec: ChannelSpec<T>, onError: (error: unknown) => void): Promise<Channel<T>> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = createListenerSet<T>();
  await subscriber.subscribe(spec.name, (text) => {
    // Messages from Redis are only trusted as far as their shape.
    const message: unknown = JSON.parse(text);
    if (spec.accepts(message)) listeners.emit(message);
  });
  return {
    publish(message) {
      publisher.publish(spec.name, JSON.stringify(message)).catch(onError);
    },
    subscribe: listeners.subscribe,
    async close() {
      await Promise.all([subscriber.close(), publisher.close()]);
    },
  };
}

export const createRedisBus = (url: string, onError: (error: unknown) => void): Promise<LiveBus> => createRedisChannel(url, LIVE_CHANNEL, onError);
